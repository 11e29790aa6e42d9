/** A failure no further attempt can mend (the module arrived but is not what was asked for). */
export class NotRetried extends Error {
  override name = 'NotRetried';
}
