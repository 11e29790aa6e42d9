import type { StoredEncoding } from '../../base/precompress';
import type { ReleaseWatch } from '../../release/release-watch';
import type { CurrentRender } from '../../render/site-renders';

/** Bytes in storage, opened only when they are sent (a HEAD or a 304 never opens them). */
export interface StoredBytes {
  size: number;
  open(): ReadableStream<Uint8Array>;
}

/** One stored file, and the compressed copies stored beside it when it is text. */
export interface StoredFile extends StoredBytes {
  /** A strong validator of the file's bytes, unquoted: the same bytes always give the same tag. */
  tag: string;
  encoded: Partial<Record<StoredEncoding, StoredBytes>>;
}

/**
 * Everything the gateway reads, whatever holds it: the disk on the Node host, object and key-value
 * stores at the edge. Render folders and release folders are named by the render's summary; what a
 * name means is the storage's business.
 */
export interface SiteStorage {
  /** The render(s) being served: the deployed set's, and a canary's beside it. Undefined before the first. */
  live(): Promise<CurrentRender | undefined>;
  /** A file of a render (a page, the not-found page, the sitemap, a link-preview card), by its path inside the render. */
  renderFile(render: CurrentRender, file: string): Promise<StoredFile | undefined>;
  /** A file of the shell release the render names; a content-hashed one also from earlier shell releases an open tab may still use. */
  shellFile(render: CurrentRender, file: string): Promise<StoredFile | undefined>;
  /** A file of the image library. */
  mediaFile(file: string): Promise<StoredFile | undefined>;
  /** A download (a PDF guide) of the deployed marketing release the render names. */
  downloadFile(render: CurrentRender, file: string): Promise<StoredFile | undefined>;
}

/**
 * Where page views and error reports of each live release are counted: an automatic canary is
 * judged on them. A count kept elsewhere (the edge's counter) may answer a promise: the host keeps
 * the request alive until it settles, and the visitor does not wait for it.
 */
export interface CanaryCounts {
  view(...args: Parameters<ReleaseWatch['view']>): void | Promise<unknown>;
  error: ReleaseWatch['error'];
}
