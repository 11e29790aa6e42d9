import { screen, waitFor, within } from '@testing-library/react';

import type { LoadRemoteModule } from 'shared-contracts/store/remote-props';
import type { Town, TownLookup } from 'shared-contracts/towns/town-lookup';

import { renderMarketingApp } from '../../test-utils';

const towns: Town[] = Array.from({ length: 20 }, (_, i) => ({
  id: `town-${i + 1}`,
  name: `Town ${i + 1}`,
  state: 'IL',
  county: 'Cook',
  population: 1000 * (i + 1),
  distance: i * 3,
}));

const lookup = { allTowns: () => towns } as unknown as TownLookup;

describe('home page', () => {
  it('has every hero link the spec lists', () => {
    renderMarketingApp('/');
    const expected: [string | RegExp, string][] = [
      ['Get a Free Chicago Quote', '/contact'],
      [/^Call \(773\) 555-0148$/, 'tel:+17735550148'],
      ['Nationwide Print & Ship', '/print-ship'],
      ['Find Vehicle Wrap Experts', '/contact'],
      ['Looking for Vehicle Wraps Near Me', '/locations'],
      ['Send a Quick Message', '/contact?subject=Quick%20Message'],
      ['View Our Gallery', '/gallery'],
      ['Explore Services', '/services'],
    ];
    const hero = screen.getByRole('region', { name: /Vehicle wraps, ceramic coatings/ });
    for (const [name, href] of expected) {
      expect(within(hero).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(hero).getByText(/127\+ reviews/)).toBeInTheDocument();
  });

  it('uses the first 15 towns of the locations module in its keywords', async () => {
    const load = vi.fn(() => Promise.resolve(lookup)) as unknown as LoadRemoteModule;
    const { meta } = renderMarketingApp('/', { loadRemoteModule: load });
    await waitFor(() => expect(meta()?.keywords).toContain('vehicle wraps Town 15'));
    expect(load).toHaveBeenCalledWith('locations', 'towns');
    const keywords = meta()?.keywords ?? [];
    expect(keywords).toContain('vehicle wraps Town 15');
    expect(keywords).not.toContain('vehicle wraps Town 16');
    expect(keywords.filter((k) => k.startsWith('vehicle wraps Town'))).toHaveLength(15);
  });

  it('declares local business data with two sample reviews', () => {
    const { meta } = renderMarketingApp('/');
    const business = meta()?.structuredData?.find((d) => d['@type'] === 'LocalBusiness') as unknown as {
      review: unknown[];
      aggregateRating: { ratingCount: number };
    };
    expect(business.review).toHaveLength(2);
    expect(business.aggregateRating.ratingCount).toBe(87);
    expect(meta()?.canonical).toBe('/');
    expect(meta()?.structuredData?.map((d) => d['@type'])).toEqual(['LocalBusiness', 'Organization', 'WebSite']);
    expect(meta()?.breadcrumbs).toBeUndefined();
    expect(meta()?.pageType).toBeUndefined();
  });

  it('compares each of its before/after pairs with a slider', () => {
    renderMarketingApp('/');
    const band = screen.getByRole('region', { name: 'See the difference' });
    expect(
      within(band)
        .getAllByRole('slider')
        .map((slider) => slider.getAttribute('aria-label')),
    ).toEqual([
      'Paint protection film: slide to compare before and after',
      'Ceramic coating: slide to compare before and after',
      'Color change: slide to compare before and after',
    ]);
  });

  it('shows no error when the town list fails to load, and takes its keywords on the next visit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('locations offline'))
      .mockResolvedValue(lookup) as unknown as LoadRemoteModule;
    const first = renderMarketingApp('/', { loadRemoteModule: load });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('locations/towns could not be loaded', expect.any(Error)));
    expect(first.meta()?.keywords).not.toContain('vehicle wraps Town 1');
    expect(first.toasts()).toEqual([]);
    first.unmount();
    const next = renderMarketingApp('/', { loadRemoteModule: load });
    await waitFor(() => expect(next.meta()?.keywords).toContain('vehicle wraps Town 1'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
