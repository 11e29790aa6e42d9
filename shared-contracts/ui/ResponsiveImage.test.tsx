// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';

import { ResponsiveImage } from './ResponsiveImage';

describe('ResponsiveImage', () => {
  it('renders the library alt text and intrinsic size', () => {
    render(<ResponsiveImage id="fleet-vans" priority />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('alt', 'Three matching teal delivery vans in one fleet livery lined up in a lot');
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('src', '/media/fleet-vans-1280.webp');
  });

  it('carries its src below the first screen too, for the browser to load lazily', () => {
    render(<ResponsiveImage id="ppf-install" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('src', '/media/ppf-install-1280.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img.parentElement!.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/ppf-install-640.avif'),
    );
  });

  it('loads a first-screen image at once, with high priority', () => {
    render(<ResponsiveImage id="ppf-install" priority />);
    expect(screen.getByRole('img')).not.toHaveAttribute('loading');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });
});
