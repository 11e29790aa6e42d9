import { SPECULATION_RULES_PATH, speculationRules, speculationRulesHeader } from './speculation-rules';

describe('speculation rules', () => {
  it('are named by a header as a quoted URL of the site', () => {
    expect(speculationRulesHeader).toEqual({ 'Speculation-Rules': `"${SPECULATION_RULES_PATH}"` });
  });

  it('prefetch same-site pages on hover or touch, never the API, files or per-visitor pages', () => {
    const [rule] = speculationRules.prefetch;
    expect(rule.eagerness).toBe('moderate');
    expect(rule.where.and[0]).toEqual({ href_matches: '/*' });
    expect(rule.where.and[1].not.href_matches).toEqual(expect.arrayContaining(['/api/*', '/checkout', '/thank-you']));
  });
});
