import { ServerStyleSheet } from 'styled-components';

import type { RemoteRenderModule } from 'shared-contracts/remote/render-contract';
import type { RemoteName } from 'shared-contracts/routes/route-table';
import { pageMetaChanged, type PageState } from 'shared-contracts/store/page-meta';
import { persistedStateLoaded } from 'shared-contracts/store/persisted';
import type { ClientState, ContractRootReducer, ContractStore, LazySlices } from 'shared-contracts/store/root-state';
import { toastShown, type ToastState } from 'shared-contracts/store/toast';
import { combineSlices, configureStore, createSlice } from 'shared-contracts/store/toolkit';

const toasts = createSlice({
  name: 'toasts',
  initialState: { items: [] } as ToastState,
  reducers: {},
  extraReducers: (builder) => builder.addCase(toastShown, (state, action) => void state.items.push(action.payload)),
});

const page = createSlice({
  name: 'page',
  initialState: { meta: null } as PageState,
  reducers: {},
  extraReducers: (builder) => builder.addCase(pageMetaChanged, (state, action) => void (state.meta = action.payload)),
});

const client = createSlice({
  name: 'client',
  initialState: { persistedStateLoaded: false } as ClientState,
  reducers: {},
  extraReducers: (builder) =>
    builder.addCase(persistedStateLoaded, (state) => void (state.persistedStateLoaded = true)),
});

/**
 * A store shaped like the one the shell's `./render` hands a remote (apps cannot import the shell):
 * the shell's slices, room for the lazy ones, and local storage not yet read.
 */
export function createServerStore(): { store: ContractStore; rootReducer: ContractRootReducer } {
  const rootReducer = combineSlices(toasts, page, client).withLazyLoadedSlices<LazySlices>();
  const store = configureStore({ reducer: rootReducer });
  return { store: store as unknown as ContractStore, rootReducer: rootReducer as unknown as ContractRootReducer };
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of markup: tags and comments dropped, character references decoded, white space collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#')
        return String.fromCodePoint(
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
        );
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of every heading of a level in server HTML, in document order. */
export function headingTexts(html: string, level = 1): string[] {
  return [...html.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'gi'))].map((match) =>
    textOf(match[1] ?? ''),
  );
}

type ServerRender = RemoteRenderModule['render'];

/** Render one URL with a remote's `./render` the way the render job does, and read back what it declared. */
export async function renderOnServer(
  render: ServerRender,
  url: string,
  siteOrigin = 'https://www.wraplabchicago.test',
) {
  const { store, rootReducer } = createServerStore();
  const sheet = new ServerStyleSheet();
  try {
    const html = await render({ url, store, rootReducer, sheet, siteOrigin });
    const state = store.getState();
    return { html, state, meta: state.page.meta, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** What is wrong with a slot's server HTML: not in its boundary, content left pending, or a script to move it in. */
export function slotProblems(html: string, remote: RemoteName): string[] {
  return [
    ...(html.includes(`data-boundary="mfe-${remote}"`) ? [] : [`not inside data-boundary="mfe-${remote}"`]),
    ...(html.includes('<!--$?-->') ? ['a Suspense boundary is still pending'] : []),
    ...(/<script/i.test(html) ? ['an inline script'] : []),
  ];
}
