import path from 'node:path';

/** The file a rendered path is stored in: `/` is `index.html`, `/a/b` is `a/b/index.html`. */
export function fileForPath(pathname: string): string {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  if (
    segments.some((segment) => segment === '.' || segment === '..' || segment.includes('/') || segment.includes('\0'))
  ) {
    throw new Error(`Not a page path: ${pathname}`);
  }
  return path.join(...segments, 'index.html');
}

export const NOT_FOUND_FILE = '404.html';
