// @vitest-environment happy-dom
import { compactHeader } from './compact-header';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('the compact header', () => {
  it('turns the header compact past 50 px of scroll and back at the top', () => {
    document.body.innerHTML = '<div id="site-header"><header data-compact="false"></header></div>';
    const bar = document.querySelector('header')!;
    scrollTo(0);
    compactHeader(window, document);
    expect(bar).toHaveAttribute('data-compact', 'false');
    scrollTo(50);
    expect(bar).toHaveAttribute('data-compact', 'false');
    scrollTo(51);
    expect(bar).toHaveAttribute('data-compact', 'true');
    scrollTo(0);
    expect(bar).toHaveAttribute('data-compact', 'false');
  });
});
