/** Reading a page's HTML as a crawler gets it: no browser, no scripts. */

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** Visible text of a piece of markup: tags, scripts and styles dropped, whitespace collapsed. */
export const textOf = (markup: string) =>
  decode(markup.replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]!) : undefined;
};

const headOf = (html: string) => html.slice(0, Math.max(0, html.indexOf('</head>')));

/** `<meta name|property="key" content>` in the head. */
export function metaContent(html: string, key: string): string | undefined {
  for (const tag of headOf(html).match(/<meta\s[^>]*>/g) ?? []) {
    if (attribute(tag, 'name') === key || attribute(tag, 'property') === key) return attribute(tag, 'content');
  }
  return undefined;
}

export interface RawPage {
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  ogImage: string | undefined;
  ogTitle: string | undefined;
  robots: string | undefined;
  /** Every JSON-LD record, parsed (a parse error throws). */
  jsonLd: { '@type': string }[];
  h1: string[];
  /** The text of `<main>`: what the page says. */
  mainText: string;
  /** Every `href` of an `<a>` in the page. */
  links: string[];
}

export function readRawPage(html: string): RawPage {
  const head = headOf(html);
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  const canonicalTag = (head.match(/<link\s[^>]*>/g) ?? []).find((tag) => attribute(tag, 'rel') === 'canonical');
  return {
    title: /<title>([\s\S]*?)<\/title>/.exec(head)?.[1]?.trim().replace(/&amp;/g, '&'),
    description: metaContent(html, 'description'),
    canonical: canonicalTag ? attribute(canonicalTag, 'href') : undefined,
    ogImage: metaContent(html, 'og:image'),
    ogTitle: metaContent(html, 'og:title'),
    robots: metaContent(html, 'robots'),
    jsonLd: [...head.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string },
    ),
    h1: [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1]!)),
    mainText: textOf(main),
    links: [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => decode(match[1]!)),
  };
}
