import { productScenes } from './product-scenes';
import type { Scene } from './scene';
import { stillScenes } from './still-scenes';
import { vehicleScenes } from './vehicle-scenes';

/** Every picture's scene, by the image id the catalogue gives it. */
export const scenes: Readonly<Record<string, Scene>> = { ...vehicleScenes, ...stillScenes, ...productScenes };

export function sceneOf(id: string): Scene {
  const scene = scenes[id];
  if (!scene) throw new Error(`No scene for the image ${id}: add it to infra/media/pictures/src/scenes/`);
  return scene;
}
