import { renderToStaticMarkup } from 'react-dom/server';

import { Picture } from './draw/Picture';
import type { Scene } from './scenes/scene';
import { sceneOf } from './scenes/scenes';

/** What the drawing needs of a catalogue image: its id and size (the scene is looked up by id). */
export interface PictureSize {
  id: string;
  width: number;
  height: number;
}

/**
 * The SVG document of one picture. React writes the markup, so every word in a scene (a company's
 * name, a tagline) is escaped as text, never read as markup.
 */
export function pictureSvg(image: PictureSize, scene: Scene = sceneOf(image.id)): string {
  return renderToStaticMarkup(<Picture id={image.id} width={image.width} height={image.height} scene={scene} />);
}
