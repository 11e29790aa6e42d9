import { useEffect } from 'react';
import { useDispatch } from 'react-redux';

import { pageMetaChanged, type PageMeta } from 'shared-contracts/store/page-meta';

/** No effects run while a page renders on the server, so there the metadata is declared as it renders. */
const renderingOnServer = typeof document === 'undefined';

/** Declare the page's metadata; the shell writes `<head>`. Pass a memoized or stable object. */
export function usePageMeta(meta: PageMeta) {
  const dispatch = useDispatch();
  const key = JSON.stringify(meta);
  if (renderingOnServer) dispatch(pageMetaChanged(meta));
  useEffect(() => {
    dispatch(pageMetaChanged(JSON.parse(key) as PageMeta));
  }, [dispatch, key]);
}
