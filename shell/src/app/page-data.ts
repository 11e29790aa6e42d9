import type { ContractState } from 'shared-contracts/store/root-state';

import type { RuntimeConfig } from '../config/runtime-config';

/** The `<script type="application/json">` the render job writes into every page. */
export const PAGE_DATA_ID = 'page-data';

/** What a rendered page carries for the browser: the store it was drawn from and the exact manifests used. */
export interface PageData {
  state: ContractState;
  manifest: RuntimeConfig;
  /** ISO time of the render (the footer's year comes from it). */
  renderedAt: string;
}

/** JSON that cannot close its script element or start a comment. */
export const pageDataScript = (data: PageData) =>
  `<script id="${PAGE_DATA_ID}" type="application/json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

export function readPageData(doc: Document = document): PageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageData;
  } catch (error) {
    console.error('[shell] the page data cannot be read; starting without it', error);
    return undefined;
  }
}
