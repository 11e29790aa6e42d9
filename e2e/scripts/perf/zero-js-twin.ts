/**
 * The zero-JS twin of a server-rendered page: the same HTML with every `<script>` element (code,
 * JSON-LD and the embedded page data alike) and every script preload removed, so a browser paints
 * only what the server drew, with the same styles, images and fonts.
 */

/** A start tag: attribute values in quotes may hold `>`. */
const tagBody = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
/** Script content ends at the first `</script`, as in the HTML tokenizer. */
const scriptElement = new RegExp(String.raw`<script\b${tagBody}>[\s\S]*?<\/script\s*>`, 'gi');
const linkTag = new RegExp(String.raw`<link\b${tagBody}>`, 'gi');
const attribute = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** A tag's attributes, names lower-cased; a bare attribute has the value ''. */
export function attributesOf(tag: string): Map<string, string> {
  const inside = tag.replace(/^<[a-z0-9-]+/i, '').replace(/\/?>$/, '');
  return new Map([...inside.matchAll(attribute)].map((m) => [m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '']));
}

/** `<link rel="modulepreload">` or `<link rel="preload" as="script">`; `rel` is a token list in any case. */
export function isScriptPreload(linkTagText: string): boolean {
  const attributes = attributesOf(linkTagText);
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
  return (
    rel.includes('modulepreload') ||
    (rel.includes('preload') && (attributes.get('as') ?? '').toLowerCase() === 'script')
  );
}

export function stripScripts(html: string): string {
  const twin = html.replace(scriptElement, '').replace(linkTag, (tag) => (isScriptPreload(tag) ? '' : tag));
  if (/<script\b/i.test(twin)) throw new Error('a <script> element is left in the twin (unclosed?)');
  return twin;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return entities[name.toLowerCase()] ?? whole;
  });

/** The text a reader sees in the page's `<main>` (without styles or scripts), whitespace collapsed; null when there is no `<main>`. */
export function mainText(html: string): string | null {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main\s*>/i.exec(html);
  if (!main) return null;
  const text = main[1]!.replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
