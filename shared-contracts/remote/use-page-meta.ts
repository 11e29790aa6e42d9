import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { pageMetaChanged, type PageMeta } from '../store/page-meta';

/** Declare the page's metadata; the shell writes `<head>`. Pass a memoised or stable object. */
export function usePageMeta(meta: PageMeta) {
  const dispatch = useDispatch();
  const key = JSON.stringify(meta);
  useEffect(() => {
    dispatch(pageMetaChanged(JSON.parse(key) as PageMeta));
  }, [dispatch, key]);
}
