import { SPECULATION_RULES_PATH, speculationRules, speculationRulesHeader } from './speculation-rules';

describe('speculation rules', () => {
  it('are named by a header as a quoted URL of the site', () => {
    expect(speculationRulesHeader).toEqual({ 'Speculation-Rules': `"${SPECULATION_RULES_PATH}"` });
  });

  it('prefetch the marked links at once and prerender the nearest, others on intent and on a press', () => {
    const [markedToDraw, onIntent] = speculationRules.prerender;
    const [marked, onPress] = speculationRules.prefetch;
    expect(markedToDraw.eagerness).toBe('immediate');
    expect(markedToDraw.where.and).toEqual([onIntent.where, { selector_matches: 'a[data-next-page="prerender"]' }]);
    expect(marked.eagerness).toBe('immediate');
    expect(marked.where.and).toEqual([onIntent.where, { selector_matches: 'a[data-next-page]' }]);
    expect(onIntent.eagerness).toBe('moderate');
    expect(onPress.eagerness).toBe('conservative');
    expect(onIntent.where).toBe(onPress.where);
    expect(onIntent.where.and[0]).toEqual({ href_matches: '/*' });
  });

  it('never fetch ahead the API, files or per-visitor pages', () => {
    const [, rule] = speculationRules.prerender;
    expect(rule.where.and[1].not.href_matches).toEqual(
      expect.arrayContaining(['/api/*', '/*.*', '/checkout', '/thank-you', '/dashboard', '/member/*']),
    );
  });
});
