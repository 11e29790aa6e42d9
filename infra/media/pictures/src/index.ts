/** The image library's illustrations: `pictureSvg` draws a catalogue image from its scene. */
export { pictureSvg, type PictureSize } from './render';
