import { useEffect } from 'react';
import { useSelector } from 'react-redux';

import { pageSlice } from '../../store/pageSlice';
import { applyHeadTags, headTags } from './head-tags';

/** The only writer of `<head>`: follows `page/metaChanged`. */
export function HeadManager({ siteOrigin }: { siteOrigin: string }) {
  const meta = useSelector(pageSlice.selectors.selectPageMeta);
  useEffect(() => {
    if (meta) applyHeadTags(headTags(meta, siteOrigin));
  }, [meta, siteOrigin]);
  return null;
}
