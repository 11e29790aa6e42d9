import { issueFormToken, withFormToken } from './form-token-page';

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
