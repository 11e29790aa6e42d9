import { act, fireEvent, render, screen } from '@testing-library/react';

import { MemoryRouter } from 'shared-contracts/routing/router';

import { servicesContent } from '../../content/services/services-content';
import { SERVICE_HERO_RADIOS, ServiceHero } from './ServiceHero';

const crumbs = [
  { name: 'Home', url: '/' },
  { name: 'Services', url: '/services' },
  { name: 'Partial Wraps', url: '/services/partial-wraps' },
];
const hero = () => screen.getByRole('banner');
const heroImage = () => hero().getAttribute('data-hero-image');
/** The background the page's CSS shows: the one whose hidden radio is checked. */
const shownSlide = () => hero().querySelector<HTMLInputElement>(`input[name="${SERVICE_HERO_RADIOS}"]:checked`)?.value;

const renderHero = (uploadedHero?: string) =>
  render(
    <MemoryRouter>
      <ServiceHero service={{ ...servicesContent['partial-wraps'], uploadedHero }} breadcrumbs={crumbs} />
    </MemoryRouter>,
  );

describe('ServiceHero', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves to the next of its 12 images every 5 seconds until paused', () => {
    renderHero();
    expect(heroImage()).toBe('partial-wrap-hood-roof');
    expect(shownSlide()).toBe('0');
    act(() => vi.advanceTimersByTime(5000));
    expect(heroImage()).toBe('partial-wrap-van-graphics');
    expect(shownSlide()).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Pause background images' }));
    act(() => vi.advanceTimersByTime(20000));
    expect(shownSlide()).toBe('1');
    expect(screen.getByRole('button', { name: 'Play background images' })).toBeInTheDocument();
  });

  it('has every background and its count in the page, the first loaded at once and the others when shown', () => {
    renderHero();
    const slides = [...hero().querySelectorAll<HTMLImageElement>('[data-backdrop] img')];
    expect(slides).toHaveLength(12);
    expect(slides.map((img) => img.dataset.slide)).toEqual([...Array(12).keys()].map(String));
    expect(slides[0]).toHaveAttribute('fetchpriority', 'high');
    expect(slides.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    const counts = [...hero().querySelectorAll<HTMLElement>('[data-controls] > span[data-slide]')];
    expect(counts.map((count) => `${count.dataset.slide}: ${count.textContent}`)).toEqual(
      [...Array(12).keys()].map((index) => `${index}: Image ${index + 1} of 12`),
    );
    // The pause control names the radios, so the reading effects turn them without the site's scripts.
    expect(screen.getByRole('button', { name: 'Pause background images' })).toHaveAttribute(
      'data-slide-radios',
      SERVICE_HERO_RADIOS,
    );
  });

  it('keeps a valid uploaded hero in place instead of rotating', () => {
    renderHero('fleet-vans');
    expect(heroImage()).toBe('fleet-vans');
    act(() => vi.advanceTimersByTime(15000));
    expect(heroImage()).toBe('fleet-vans');
    expect(hero().querySelectorAll('[data-backdrop] img')).toHaveLength(1);
    expect(shownSlide()).toBeUndefined();
    expect(screen.queryByRole('button', { name: /background images/ })).not.toBeInTheDocument();
  });

  it('ignores an uploaded hero that is not in the library and rotates as usual', () => {
    renderHero('missing-upload.jpg');
    expect(heroImage()).toBe('partial-wrap-hood-roof');
    act(() => vi.advanceTimersByTime(5000));
    expect(heroImage()).toBe('partial-wrap-van-graphics');
  });
});
