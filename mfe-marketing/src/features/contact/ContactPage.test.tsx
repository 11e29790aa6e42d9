import { renderMarketingApp } from '../../test-utils';

describe('contact page metadata', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ formToken: 'token-123', minFillMs: 0, maxAgeMs: 7_200_000 })),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('declares itself a contact page with the Home > Contact trail and no records of its own', () => {
    const { meta } = renderMarketingApp('/contact');
    expect(meta()?.canonical).toBe('/contact');
    expect(meta()?.pageType).toBe('ContactPage');
    expect(meta()?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Contact', url: '/contact' },
    ]);
    expect(meta()?.structuredData).toBeUndefined();
  });
});
