import { lazy } from 'react';

/**
 * The not-found page as the browser draws it: fetched only on a path no remote owns (whose server
 * HTML it hydrates), so no other page's first load carries it.
 */
export const LazyNotFoundPage = lazy(() =>
  import(/* webpackChunkName: "not-found" */ './NotFoundPage').then(({ NotFoundPage }) => ({ default: NotFoundPage })),
);
