import { act, fireEvent, render, screen, within } from '@testing-library/react';

import { quietBehindText } from 'shared-contracts/media/catalog';
import { MemoryRouter } from 'shared-contracts/routing/router';

import { HOME_HERO_INTERVAL_MS, homeHeroImages } from './home-content';
import { HomeHero } from './HomeHero';

const renderHero = (initialIndex?: number) =>
  render(
    <MemoryRouter>
      <HomeHero initialIndex={initialIndex} />
    </MemoryRouter>,
  );

const hero = () => screen.getByRole('region', { name: /Vehicle wraps, ceramic coatings/ });
const thumbnails = () => within(screen.getByRole('list', { name: 'Hero images' })).getAllByRole('radio');
const thumbnailLabel = (index: number) => thumbnails()[index]?.closest('label') as HTMLLabelElement;
const thumbnailImages = () =>
  thumbnails().map((_, index) => thumbnailLabel(index).querySelector('img') as HTMLImageElement);

describe('HomeHero', () => {
  it('has seven thumbnails and starts on the background it is given', () => {
    renderHero(3);
    expect(thumbnails()).toHaveLength(7);
    expect(hero()).toHaveAttribute('data-hero-image', homeHeroImages[3]);
    expect(thumbnails()[3]).toBeChecked();
  });

  it('falls back to the first background when the index is out of range', () => {
    renderHero(12);
    expect(hero()).toHaveAttribute('data-hero-image', homeHeroImages[0]);
    expect(thumbnails()[0]).toBeChecked();
  });

  it('selects the clicked thumbnail as background and opens it enlarged; a click closes it', () => {
    renderHero();
    fireEvent.click(thumbnailImages()[2] as HTMLElement);
    expect(hero()).toHaveAttribute('data-hero-image', homeHeroImages[2]);
    expect(thumbnails()[2]).toBeChecked();
    const dialog = screen.getByRole('dialog', {
      name: /Enlarged image: Illustration: sedan in a purple-to-teal color shift wrap/,
    });
    expect(within(dialog).getByRole('img')).toHaveAttribute('data-media-id', 'color-shift-sedan');
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hero()).toHaveAttribute('data-hero-image', homeHeroImages[2]);
  });

  it('closes the enlarged image with Escape too (the browser cancels a modal dialog on Escape)', () => {
    renderHero();
    fireEvent.click(thumbnailImages()[1] as HTMLElement);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves between thumbnails with the arrow keys without enlarging, and enlarges on Enter', () => {
    renderHero();
    // An arrow key checks the next radio and sends it a click, as browsers do.
    fireEvent.click(thumbnails()[1] as HTMLElement);
    expect(hero()).toHaveAttribute('data-hero-image', homeHeroImages[1]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.keyDown(thumbnails()[1] as HTMLElement, { key: 'Enter' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('has every slide in the page, the first chosen one loading at once and the others when shown', () => {
    renderHero(3);
    const slides = [...hero().querySelectorAll<HTMLImageElement>('[data-backdrop] img')];
    expect(slides.map((img) => img.dataset.mediaId)).toEqual([...homeHeroImages]);
    expect(slides.map((img) => img.getAttribute('loading'))).toEqual(
      homeHeroImages.map((_, index) => (index === 3 ? null : 'lazy')),
    );
  });

  it('shows the loading overlay until every image has loaded', () => {
    renderHero();
    expect(screen.getByRole('status')).toHaveTextContent('Loading images…');
    thumbnailImages().forEach((img) => fireEvent.load(img));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('dims a thumbnail whose image failed and says some images could not be loaded', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderHero();
    thumbnailImages().forEach((img, index) => fireEvent[index === 4 ? 'error' : 'load'](img));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Some images couldn't be loaded. Using available images instead.",
    );
    expect(thumbnailLabel(4)).toHaveAttribute('data-failed', 'true');
    expect(thumbnails()[4]).toHaveAccessibleName(/\(image unavailable\)$/);
    expect(thumbnailLabel(3)).not.toHaveAttribute('data-failed');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('rotates to the next slide on its interval, checking its thumbnail', () => {
    vi.useFakeTimers();
    try {
      renderHero();
      act(() => vi.advanceTimersByTime(HOME_HERO_INTERVAL_MS));
      expect(hero()).toHaveAttribute('data-hero-image', homeHeroImages[1]);
      expect(thumbnails()[1]).toBeChecked();
      expect(thumbnails()[0]).not.toBeChecked();
    } finally {
      vi.useRealTimers();
    }
  });

  it('rotates only pictures without painted lettering or a tool drawn large behind the headline', () => {
    expect(homeHeroImages.filter((id) => !quietBehindText(id))).toEqual([]);
  });
});
