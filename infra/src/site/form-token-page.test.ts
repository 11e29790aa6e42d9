import { answerInSitePage, inSitePage, issueFormToken, withFormToken } from './form-token-page';

const page =
  '<form method="post" action="/api/sendEmail"><input type="text" name="name" value=""/><input type="hidden" name="formToken" data-form-token="" value=""/></form>';

describe('the quote form page with a fresh form token', () => {
  it('writes the token into the form-token input only', () => {
    expect(withFormToken(page, '1795446000000.abc_DEF-12.sig')).toBe(
      '<form method="post" action="/api/sendEmail"><input type="text" name="name" value=""/><input type="hidden" name="formToken" data-form-token="" value="1795446000000.abc_DEF-12.sig"/></form>',
    );
  });

  it('never writes markup from the token into the page', () => {
    expect(withFormToken(page, '"><script>x</script>')).toContain('value="scriptxscript"/>');
  });

  it("takes the token from the quote service's endpoint, and none without the service", async () => {
    const api = { formToken: async () => Response.json({ formToken: 'tok-1', minFillMs: 3000, maxAgeMs: 1 }) };
    expect(await issueFormToken(api, 'http://site.test')).toBe('tok-1');
    expect(await issueFormToken({}, 'http://site.test')).toBeUndefined();
  });
});

describe("the form-sent quote's answer in the storefront's page", () => {
  const site = [
    '<!doctype html><html lang="en"><head><title>Contact | Wrap Lab Chicago</title>',
    '<link rel="canonical" href="https://www.wraplabchicago.com/contact"><link rel="prefetch" href="/main.js">',
    '<style data-styled="true">.hd{color:red}</style><script type="application/ld+json">{}</script></head>',
    '<body><header><nav aria-label="Main"><a href="/">Home</a></nav></header>',
    '<main id="main" tabindex="-1"><form method="post"><input name="name"></form></main>',
    '<footer>Wrap Lab Chicago</footer><noscript><p>Call us</p></noscript>',
    '<template id="site-prefetch"><link rel="prefetch" href="/x.js"></template><script src="/main.js"></script></body></html>',
  ].join('');
  const answer =
    '<!doctype html><html><head><title>Message Sent | Wrap Lab Chicago</title><style>.quote-answer{margin:0}</style></head><body><main><div class="quote-answer"><h1>Message Sent</h1></div></main></body></html>';

  it("keeps the site's header, footer and styles around the answer, with nothing that runs or fetches code", () => {
    expect(answerInSitePage(answer, site)).toBe(
      [
        '<!doctype html><html lang="en"><head><title>Message Sent | Wrap Lab Chicago</title>',
        '<style data-styled="true">.hd{color:red}</style><meta name="robots" content="noindex"><style>.quote-answer{margin:0}</style></head>',
        '<body><header><nav aria-label="Main"><a href="/">Home</a></nav></header>',
        '<main id="main" tabindex="-1"><div class="quote-answer"><h1>Message Sent</h1></div></main>',
        '<footer>Wrap Lab Chicago</footer></body></html>',
      ].join(''),
    );
  });

  it("answers with the service's status and headers, and leaves answers that are not pages alone", async () => {
    const page = await inSitePage(
      new Response(answer, {
        status: 400,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Answer': 'kept' },
      }),
      async () => site,
    );
    expect(page.status).toBe(400);
    expect(page.headers.get('x-answer')).toBe('kept');
    expect(await page.text()).toContain('<nav aria-label="Main">');
    const json = Response.json({ ok: true });
    expect(await inSitePage(json, async () => site)).toBe(json);
    const alone = new Response(answer, { headers: { 'Content-Type': 'text/html' } });
    expect(await inSitePage(alone, async () => undefined)).toBe(alone);
  });
});
