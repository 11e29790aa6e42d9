import { act, fireEvent, render, screen } from '@testing-library/react';

import { MemoryRouter } from 'shared-contracts/routing/router';

import { servicesContent } from '../../content/services/services-content';
import { ServiceHero } from './ServiceHero';

const crumbs = [
  { name: 'Home', url: '/' },
  { name: 'Services', url: '/services' },
  { name: 'Partial Wraps', url: '/services/partial-wraps' },
];
const heroImage = () => screen.getByRole('banner').getAttribute('data-hero-image');

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
    expect(screen.getByText('Image 1 of 12')).toBeInTheDocument();
    expect(heroImage()).toBe('partial-wrap-hood-roof');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Image 2 of 12')).toBeInTheDocument();
    expect(heroImage()).toBe('partial-wrap-van-graphics');
    fireEvent.click(screen.getByRole('button', { name: 'Pause background images' }));
    act(() => vi.advanceTimersByTime(20000));
    expect(screen.getByText('Image 2 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play background images' })).toBeInTheDocument();
  });

  it('keeps a valid uploaded hero in place instead of rotating', () => {
    renderHero('fleet-vans');
    expect(heroImage()).toBe('fleet-vans');
    act(() => vi.advanceTimersByTime(15000));
    expect(heroImage()).toBe('fleet-vans');
    expect(screen.queryByRole('button', { name: /background images/ })).not.toBeInTheDocument();
  });

  it('ignores an uploaded hero that is not in the library and rotates as usual', () => {
    renderHero('missing-upload.jpg');
    expect(heroImage()).toBe('partial-wrap-hood-roof');
    act(() => vi.advanceTimersByTime(5000));
    expect(heroImage()).toBe('partial-wrap-van-graphics');
  });
});
