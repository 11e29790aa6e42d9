// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { ResponsiveImage } from './ResponsiveImage';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('ResponsiveImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the library alt text and intrinsic size', () => {
    render(<ResponsiveImage id="fleet-vans" priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('alt', 'Three matching delivery vans in one fleet livery lined up outside the shop');
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('src', '/media/fleet-vans-1280.webp');
  });

  it('waits until the image is within 200 px of the viewport', () => {
    let notify: Callback = () => {};
    let margin = '';
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, options: { rootMargin: string }) {
          notify = callback;
          margin = options.rootMargin;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<ResponsiveImage id="ppf-install" />);
    const waiting = screen.getByRole('img', { hidden: true });
    expect(waiting).not.toHaveAttribute('src');
    expect(waiting).toHaveStyle({ visibility: 'hidden' });
    expect(margin).toBe('200px');
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/media/ppf-install-1280.webp');
    expect(screen.getByRole('img')).toBeVisible();
  });

  it('loads at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<ResponsiveImage id="ppf-install" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/media/ppf-install-1280.webp');
  });
});
