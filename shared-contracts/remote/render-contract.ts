import type { ServerStyleSheet } from 'styled-components';

import type { RemoteName } from 'shared-contracts/routes/route-table';
import type { PageMeta } from 'shared-contracts/store/page-meta';
import type { ContractRootReducer, ContractStore } from 'shared-contracts/store/root-state';

/** What the render job hands a remote's `./render` for one page. */
export interface RenderRequest {
  /** Path and query the page is rendered for. */
  url: string;
  /** A fresh store per page, made by the shell; the remote injects its slices into it. */
  store: ContractStore;
  rootReducer: ContractRootReducer;
  /** One sheet per page: every part's styles end up in it (styled-components is one shared instance). */
  sheet: ServerStyleSheet;
  siteOrigin: string;
}

/** The module every page-owning remote exposes as `./render` in its Node build. */
export interface RemoteRenderModule {
  /** The slot's HTML for a URL, exactly what the browser mount draws there. */
  render(request: RenderRequest): Promise<string>;
  /** Every concrete path this remote serves: its routes with each data record filled in. */
  paths(): string[];
}

/** An environment's runtime manifest (`/remotes.json`): the site's origin and each remote's browser manifest. */
export interface RuntimeManifest {
  siteOrigin: string;
  remotes: Record<RemoteName, string>;
  /** SHA-384 (SRI) of each remote's manifest as its release recorded it; that manifest holds the hash of every file of the release. */
  integrity: Record<RemoteName, string>;
}

/** The shell's `./render`: the store every page starts from, and the page around a remote's slot. */
export interface ShellRenderModule {
  createStore(): { store: ContractStore; rootReducer: ContractRootReducer };
  renderDocument(request: {
    template: string;
    url: string | null;
    store: ContractStore;
    sheet: ServerStyleSheet;
    manifest: RuntimeManifest;
    slot?: { remote: RemoteName; html: string };
    renderedAt: Date;
  }): { html: string; meta: PageMeta | null };
}
