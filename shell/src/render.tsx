import { renderToString } from 'react-dom/server';
import type { ServerStyleSheet } from 'styled-components';

import { business } from 'shared-contracts/business/business';
import type { ShellRenderModule } from 'shared-contracts/remote/render-contract';
import { RENDERED_URL_ATTRIBUTE } from 'shared-contracts/remote/rendered-url';
import { isDrawnFromStoredState, ownerOf, remoteNames, type RemoteName } from 'shared-contracts/routes/route-table';
import type { PageMeta } from 'shared-contracts/store/page-meta';
import type { ContractStore } from 'shared-contracts/store/root-state';

import { pageDataScript } from './app/page-data';
import { partSlots, shellParts, type ShellPart } from './app/ShellParts';
import type { RuntimeConfig } from './config/runtime-config';
import { ChatLauncher } from './features/chat-launcher/ChatLauncher';
import { STARTS_ATTRIBUTE, STORED_STATE_ATTRIBUTE } from './features/first-view/start-policy';
import { headHtml, headTags } from './features/head/head-tags';
import { lcpImagePreload } from './features/head/lcp-image-preload';
import { NOT_FOUND_PATH } from './features/not-found/not-found-path';
import { NotFoundPage } from './features/not-found/NotFoundPage';
import { createShellStore, persistedContracts } from './store/create-store';

/** A store as the server has it: nothing from local storage, and not yet loaded from it. */
export const createStore = () => createShellStore(undefined, {});

export interface DocumentRequest {
  /** The shell's built `index.html`, with its script tags. */
  template: string;
  /** Path and query drawn; null for the not-found page, which the browser always draws fresh. */
  url: string | null;
  store: ContractStore;
  sheet: ServerStyleSheet;
  manifest: RuntimeConfig;
  /** The owning remote's slot HTML; empty when its render failed (the browser fills it). */
  slot?: { remote: RemoteName; html: string };
  renderedAt: Date;
}

export interface RenderedDocument {
  html: string;
  meta: PageMeta | null;
}

function fill(template: string, marker: string, content: string): string {
  if (!template.includes(marker)) throw new Error(`The shell template has no ${marker}`);
  return template.replace(marker, () => content);
}

const emptySlot = (id: string) => `<div id="${id}"></div>`;
const remoteSlot = (remote: RemoteName) => `<div id="mfe-${remote}" data-slot="${remote}"></div>`;

/**
 * The whole page for a URL: the shell's header, footer and (when no remote owns the path)
 * not-found page around the owning remote's slot, `<head>` from the metadata the page put into the
 * store, the collected styles, and the state and manifests the browser starts from.
 */
export const renderDocument: ShellRenderModule['renderDocument'] = (request: DocumentRequest): RenderedDocument => {
  const pathname = new URL(request.url ?? NOT_FOUND_PATH, 'http://render.local').pathname;
  const context = {
    store: request.store,
    pathname,
    year: request.renderedAt.getFullYear(),
    NotFound: NotFoundPage,
    ChatLauncher,
  };
  let html = request.template;
  for (const part of Object.keys(shellParts) as ShellPart[]) {
    if (part === 'notFound' && ownerOf(pathname)) continue;
    const { id, prefix } = partSlots[part];
    const markup = renderToString(request.sheet.collectStyles(shellParts[part](context)), { identifierPrefix: prefix });
    html = fill(html, emptySlot(id), `<div id="${id}">${markup}</div>`);
  }
  if (request.slot) {
    const { remote, html: slotHtml } = request.slot;
    if (!remoteNames.includes(remote)) throw new Error(`Unknown remote ${remote}`);
    html = fill(html, remoteSlot(remote), `<div id="mfe-${remote}" data-slot="${remote}">${slotHtml}</div>`);
  }
  const state = request.store.getState();
  const meta = state.page.meta;
  const head = meta
    ? headHtml(headTags(meta, request.manifest.siteOrigin, () => request.renderedAt))
    : `<title>${business.name}</title>`;
  html = fill(html, '<!--page-head-->', head + lcpImagePreload(request.slot?.html ?? ''));
  html = fill(html, '<!--page-styles-->', request.sheet.getStyleTags());
  html = fill(
    html,
    '<!--page-data-->',
    pageDataScript({ state, manifest: request.manifest, renderedAt: request.renderedAt.toISOString() }),
  );
  if (request.url !== null)
    html = fill(html, '<html lang="en">', `<html lang="en" ${htmlAttributes(request.url, pathname)}>`);
  return { html, meta };
};

/**
 * The URL the HTML was drawn for and, for a page the HTML fully draws, that its scripts can wait for
 * the visitor (unless the visitor's browser stores state the page shows).
 */
function htmlAttributes(url: string, pathname: string): string {
  const rendered = `${RENDERED_URL_ATTRIBUTE}="${escapeAttribute(url)}"`;
  if (isDrawnFromStoredState(pathname)) return rendered;
  const keys = persistedContracts.map((contract) => contract.storageKey).join(' ');
  return `${rendered} ${STARTS_ATTRIBUTE}="on-intent" ${STORED_STATE_ATTRIBUTE}="${escapeAttribute(keys)}"`;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
