import { act, fireEvent, render, screen, within } from '@testing-library/react';

import { mediaImage, pictureCaption } from 'shared-contracts/media/catalog';

import { servicesContent } from '../../content/services/services-content';
import { SERVICE_PICTURE_RADIOS, ServiceGallery } from './ServiceGallery';

const { images, title } = servicesContent['vehicle-wraps'];
const thumbnails = () => within(screen.getByRole('list', { name: `${title} pictures` })).getAllByRole('radio');

describe('ServiceGallery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('chooses a picture with a radio per thumbnail, named for the picture it shows', () => {
    render(<ServiceGallery images={images} title={title} />);
    expect(thumbnails()).toHaveLength(images.length);
    expect(screen.getByRole('radio', { name: `Show picture 3: ${mediaImage(images[2]!).alt}` })).not.toBeChecked();
    fireEvent.click(thumbnails()[2]!);
    expect(thumbnails()[2]).toBeChecked();
    expect(thumbnails().filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    expect(thumbnails().every((radio) => radio.getAttribute('name') === SERVICE_PICTURE_RADIOS)).toBe(true);
  });

  it('has every picture and its caption in the page, each marked with its slide', () => {
    render(<ServiceGallery images={images} title={title} />);
    const figure = screen.getByRole('figure');
    const pictures = [...figure.querySelectorAll<HTMLImageElement>('img')];
    expect(pictures.map((img) => [img.dataset.mediaId, img.dataset.slide])).toEqual(
      images.map((id, index) => [id, String(index)]),
    );
    const captions = [...figure.querySelectorAll<HTMLElement>('figcaption > span[data-slide]')];
    expect(captions.map((caption) => caption.textContent)).toEqual(images.map((id) => pictureCaption(id)));
    expect(screen.getByRole('button', { name: `Pause ${title} gallery` })).toHaveAttribute(
      'data-slide-radios',
      SERVICE_PICTURE_RADIOS,
    );
  });

  it('turns every 4 seconds; a chosen picture stays a whole turn', () => {
    render(<ServiceGallery images={images} title={title} />);
    act(() => vi.advanceTimersByTime(4000));
    expect(thumbnails()[1]).toBeChecked();
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(thumbnails()[3]!);
    act(() => vi.advanceTimersByTime(3999));
    expect(thumbnails()[3]).toBeChecked();
    act(() => vi.advanceTimersByTime(1));
    expect(thumbnails()[4 % images.length]).toBeChecked();
  });
});
