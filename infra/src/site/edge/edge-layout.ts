/**
 * Where the edge keeps the site: the key-value store holds the deployed set's pointer and each
 * render's summary, the object store holds every file. Publishing and serving share these names.
 */
export const LIVE_KEY = 'live';
export const SHELL_RELEASES_KEY = 'shell-releases';
export const renderKey = (id: string) => `render/${id}`;

/** Object keys: a render's files, a release's files, the image library. */
export const renderPrefix = (id: string) => `renders/${id}`;
export const releasePrefix = (app: string, id: string) => `releases/${app}/${id}`;
export const MEDIA_PREFIX = 'media';

/** Stored on each file's object: the sizes of its compressed copies (`<key>.br`, `<key>.gz`), so serving needs no extra look-up. */
export interface FileMetadata {
  br?: string;
  gzip?: string;
  [key: string]: string | undefined;
}
