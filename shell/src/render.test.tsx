// @vitest-environment node
import { readFileSync } from 'node:fs';

import { ServerStyleSheet } from 'styled-components';

import { pageMetaChanged, type PageMeta } from 'shared-contracts/store/page-meta';
import { headingTexts, textOf } from 'shared-contracts/testing/server-render';

import type { PageData } from './app/page-data';
import type { RuntimeConfig } from './config/runtime-config';
import { createStore, renderDocument } from './render';

const template = readFileSync(new URL('../public/index.html', import.meta.url), 'utf8');

const manifest: RuntimeConfig = {
  siteOrigin: 'https://www.wraplabchicago.test',
  remotes: {
    marketing: 'https://marketing.test/mf-manifest.json',
    locations: 'https://locations.test/mf-manifest.json',
    shop: 'https://shop.test/mf-manifest.json',
    member: 'https://member.test/mf-manifest.json',
    chat: 'https://chat.test/mf-manifest.json',
  },
  integrity: { marketing: 'sha384-m', locations: 'sha384-l', shop: 'sha384-s', member: 'sha384-u', chat: 'sha384-c' },
};

const renderedAt = new Date('2026-03-04T05:06:07.000Z');

/** What the template has between a slot's opening tag and the element that follows it. */
function slotContent(html: string, open: string, next: string): string {
  const start = html.indexOf(open);
  const end = html.indexOf(next, start);
  if (start < 0 || end < 0) throw new Error(`No ${open} followed by ${next}`);
  return html.slice(start + open.length, end).replace(/<\/div>\s*$/, '');
}

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

function pageDataOf(html: string): { raw: string; data: PageData } {
  const match = /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('The page has no page-data script');
  return { raw: match[1], data: JSON.parse(match[1]) as PageData };
}

describe('renderDocument for a page a remote owns', () => {
  const meta: PageMeta = {
    title: 'Wrap Lab Crew Tee | Wrap Lab Chicago Shop',
    description: 'A tee. Never </script><script>alert(1)</script> here.',
    canonical: '/shopping/wrap-lab-tee',
  };
  const slotHtml = '<div data-boundary="mfe-shop"><h1>Wrap Lab Crew Tee</h1></div>';
  const url = '/shop/wrap-lab-tee?ref=a&note="x"';

  function renderShopPage(pageUrl = url) {
    const { store } = createStore();
    store.dispatch(pageMetaChanged(meta));
    const sheet = new ServerStyleSheet();
    try {
      return {
        ...renderDocument({
          template,
          url: pageUrl,
          store,
          sheet,
          manifest,
          slot: { remote: 'shop', html: slotHtml },
          renderedAt,
        }),
        state: store.getState(),
      };
    } finally {
      sheet.seal();
    }
  }

  it("puts the remote's HTML into its own slot and leaves the other slots empty", () => {
    const { html } = renderShopPage();
    expect(slotContent(html, '<div id="mfe-shop" data-slot="shop">', '<div id="mfe-member"')).toBe(slotHtml);
    for (const remote of ['marketing', 'locations', 'member', 'chat'])
      expect(html).toContain(`<div id="mfe-${remote}" data-slot="${remote}"></div>`);
    expect(html).toContain('<div id="shell-not-found"></div>');
  });

  it('draws the header and the footer into their slots', () => {
    const { html } = renderShopPage();
    const header = slotContent(html, '<div id="site-header">', '<main id="main"');
    expect(header).toContain('aria-label="Main"');
    expect(header).toContain('aria-label="Wrap Lab Chicago home"');
    expect(header).toContain('aria-label="Cart, 0 items"');
    const footer = slotContent(html, '<div id="site-footer">', '<div id="toast-area">');
    expect(textOf(footer)).toContain('© 2026 Wrap Lab Chicago LLC. All rights reserved.');
  });

  it("writes <head> from the page's metadata in the store: title, description and absolute canonical", () => {
    const { html, meta: returned } = renderShopPage();
    const head = headOf(html);
    expect(head).toContain('<title>Wrap Lab Crew Tee | Wrap Lab Chicago Shop</title>');
    expect(head).toContain('rel="canonical" href="https://www.wraplabchicago.test/shopping/wrap-lab-tee"');
    expect(head).toContain('name="robots" content="index, follow"');
    expect(head).toContain('type="application/ld+json"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(returned).toEqual(meta);
  });

  it('puts the collected styled-components styles into <head>', () => {
    const { html } = renderShopPage();
    expect(headOf(html)).toMatch(/<style data-styled/);
    expect(html).not.toContain('<!--page-styles-->');
  });

  it('carries the state and manifest in a page-data script that parses back and cannot close early', () => {
    const { html, state } = renderShopPage();
    const { raw, data } = pageDataOf(html);
    expect(raw).not.toMatch(/<\/script|<!--/i);
    expect(data.manifest).toEqual(manifest);
    expect(data.state).toEqual(JSON.parse(JSON.stringify(state)));
    expect(data.state.page.meta?.description).toBe(meta.description);
    expect(data.state.client.persistedStateLoaded).toBe(false);
    expect(data.renderedAt).toBe(renderedAt.toISOString());
    expect(html).not.toContain('<!--page-data-->');
  });

  it('marks <html> with the URL it was rendered for, escaped, and lets its scripts wait for the visitor', () => {
    const { html } = renderShopPage();
    expect(html).toContain(
      '<html lang="en" data-rendered-url="/shop/wrap-lab-tee?ref=a&amp;note=&quot;x&quot;" data-starts="on-intent" data-stored-state="wraplab.cart.v1 isLoggedIn">',
    );
  });

  it('starts the scripts with the page where the page shows what the browser stores', () => {
    const { html } = renderShopPage('/checkout');
    expect(html).toContain('<html lang="en" data-rendered-url="/checkout">');
  });

  it('draws the chat launcher, closed, before any script runs', () => {
    const { html } = renderShopPage();
    expect(slotContent(html, '<div id="chat-launcher">', '<div id="toast-area"')).toMatch(
      /<button type="button" aria-expanded="false"[^>]*>.*<span class="launcher-label">Chat with Avery<\/span><\/button>/,
    );
    expect(renderShopPage('/checkout').html).toContain('<div id="chat-launcher"></div>');
  });
});

describe('renderDocument for the shared not-found page', () => {
  function renderNotFound() {
    const { store } = createStore();
    const sheet = new ServerStyleSheet();
    try {
      return renderDocument({ template, url: null, store, sheet, manifest, renderedAt });
    } finally {
      sheet.seal();
    }
  }

  it('draws the not-found page in its slot, with no remote HTML', () => {
    const { html } = renderNotFound();
    const notFound = slotContent(html, '<div id="shell-not-found">', '</main>');
    expect(headingTexts(notFound)).toEqual(['Page not found']);
    for (const remote of ['marketing', 'locations', 'shop', 'member', 'chat'])
      expect(html).toContain(`<div id="mfe-${remote}" data-slot="${remote}"></div>`);
  });

  it('is not marked as rendered for a URL, so the browser always draws it fresh', () => {
    const { html } = renderNotFound();
    expect(html).not.toContain('data-rendered-url');
    expect(html).toContain('<html lang="en">');
  });

  it('tells crawlers not to index it', () => {
    const { html, meta } = renderNotFound();
    expect(meta).toMatchObject({ title: 'Page Not Found | Wrap Lab Chicago', noindex: true });
    expect(headOf(html)).toContain('<title>Page Not Found | Wrap Lab Chicago</title>');
    expect(headOf(html)).toContain('name="robots" content="noindex, nofollow"');
  });
});
