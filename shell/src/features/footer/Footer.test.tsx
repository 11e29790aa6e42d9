import { act, render, screen, within } from '@testing-library/react';

import { Footer } from './Footer';

/** The browser's media query for wide screens, switched by the test as a window resize would. */
function screenWidth(wide: boolean) {
  const query = Object.assign(new EventTarget(), { matches: wide, media: '(min-width: 768px)' });
  vi.stubGlobal('matchMedia', (media: string) => (media === query.media ? query : { matches: false }));
  return (nowWide: boolean) =>
    act(() => {
      query.matches = nowWide;
      query.dispatchEvent(new Event('change'));
    });
}

const groups = () => [...document.querySelectorAll('footer details')] as HTMLDetailsElement[];

afterEach(() => vi.unstubAllGlobals());

describe('the footer', () => {
  it('folds every link group into its own disclosure on phones, headed by the group', () => {
    screenWidth(false);
    render(<Footer year={2026} />);
    expect(groups().map((group) => group.querySelector('summary h2')?.textContent)).toEqual([
      'Quick links',
      'Services',
      'Regions',
      'Resources',
      'Industries',
      'Support',
      'About us',
    ]);
    expect(groups().every((group) => !group.open)).toBe(true);
    const about = within(screen.getByRole('navigation', { name: 'About us' }));
    expect(about.getByRole('link', { name: 'Careers', hidden: true })).toHaveAttribute('href', '/about/careers');
  });

  it('keeps the contact block and the quote button out of the folds', () => {
    screenWidth(false);
    render(<Footer year={2026} />);
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(contact.closest('details')).toBeNull();
    expect(within(contact).getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Wrap Lab Chicago LLC. All rights reserved.');
  });

  it('opens every group on wide screens and folds them again when the screen narrows', () => {
    const resize = screenWidth(true);
    render(<Footer year={2026} />);
    expect(groups().every((group) => group.open)).toBe(true);
    resize(false);
    expect(groups().some((group) => group.open)).toBe(false);
    resize(true);
    expect(groups().every((group) => group.open)).toBe(true);
  });

  it('names Iowa, Missouri and Ohio as Print & Ship regions beside the four service states', () => {
    screenWidth(true);
    render(<Footer year={2026} />);
    const regions = within(screen.getByRole('navigation', { name: 'Regions' }));
    expect(regions.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Illinois',
      'Wisconsin',
      'Indiana',
      'Michigan',
    ]);
    expect(regions.getByText(/Print & Ship also serves/)).toHaveTextContent(
      'Print & Ship also serves Iowa, Missouri and Ohio.',
    );
  });
});
