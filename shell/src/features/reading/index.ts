export { type Browser } from './in-view';
export { underNowAndLater } from './now-and-later';
