/** A command that was refused: nothing changed, and the message says why in one line. */
export class DeployRefused extends Error {}
