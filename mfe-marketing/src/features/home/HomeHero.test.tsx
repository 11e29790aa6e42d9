import { fireEvent, render, screen, within } from '@testing-library/react';

import { paintedLettering } from 'shared-contracts/media/catalog';
import { MemoryRouter } from 'shared-contracts/routing/router';

import { homeHeroImages } from './home-content';
import { HomeHero } from './HomeHero';

const renderHero = (initialIndex?: number) =>
  render(
    <MemoryRouter>
      <HomeHero initialIndex={initialIndex} />
    </MemoryRouter>,
  );

const hero = () => screen.getByRole('region', { name: /Vehicle Wraps, Ceramic Coatings/ });
const thumbnails = () => within(screen.getByRole('list', { name: 'Hero images' })).getAllByRole('button');
const thumbnailImages = () => thumbnails().map((button) => button.querySelector('img') as HTMLImageElement);

describe('HomeHero', () => {
  it('has seven thumbnails and starts on the background it is given', () => {
    renderHero(3);
    expect(thumbnails()).toHaveLength(7);
    expect(hero()).toHaveAttribute('data-hero-image', homeHeroImages[3]);
    expect(thumbnails()[3]).toHaveAttribute('aria-current', 'true');
  });

  it('falls back to the first background when the index is out of range', () => {
    renderHero(12);
    expect(hero()).toHaveAttribute('data-hero-image', homeHeroImages[0]);
    expect(thumbnails()[0]).toHaveAttribute('aria-current', 'true');
  });

  it('selects the clicked thumbnail as background and opens it enlarged; a click closes it', () => {
    renderHero();
    fireEvent.click(thumbnails()[2] as HTMLElement);
    expect(hero()).toHaveAttribute('data-hero-image', homeHeroImages[2]);
    const dialog = screen.getByRole('dialog', { name: /Enlarged image: Sedan in a purple-to-teal color shift wrap/ });
    expect(within(dialog).getByRole('img')).toHaveAttribute('data-media-id', 'color-shift-sedan');
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(hero()).toHaveAttribute('data-hero-image', homeHeroImages[2]);
  });

  it('closes the enlarged image with Escape too', () => {
    renderHero();
    fireEvent.click(thumbnails()[1] as HTMLElement);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
    expect(thumbnails()[4]).toHaveAttribute('data-failed', 'true');
    expect(thumbnails()[4]).toHaveAccessibleName(/\(image unavailable\)$/);
    expect(thumbnails()[3]).not.toHaveAttribute('data-failed');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('rotates only pictures without painted lettering behind the headline', () => {
    expect(homeHeroImages.filter(paintedLettering)).toEqual([]);
  });
});
