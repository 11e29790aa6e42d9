import { SPECULATION_RULES_PATH, speculationRules, speculationRulesHeader } from './speculation-rules';

describe('speculation rules', () => {
  it('are named by a header as a quoted URL of the site', () => {
    expect(speculationRulesHeader).toEqual({ 'Speculation-Rules': `"${SPECULATION_RULES_PATH}"` });
  });

  it('prerender same-site pages on intent and prefetch them on a press', () => {
    const [prerender] = speculationRules.prerender;
    const [prefetch] = speculationRules.prefetch;
    expect(prerender.eagerness).toBe('moderate');
    expect(prefetch.eagerness).toBe('conservative');
    expect(prerender.where).toBe(prefetch.where);
    expect(prerender.where.and[0]).toEqual({ href_matches: '/*' });
  });

  it('never fetch ahead the API, files or per-visitor pages', () => {
    const [rule] = speculationRules.prerender;
    expect(rule.where.and[1].not.href_matches).toEqual(
      expect.arrayContaining(['/api/*', '/*.*', '/checkout', '/thank-you', '/dashboard', '/member/*']),
    );
  });
});
