import { fireEvent, screen, within } from '@testing-library/react';
import { renderMarketingApp } from '../../test-utils';

const section = (name: string) => screen.getByRole('button', { name });
const titles = ['Vehicle Wraps Warranty', 'Ceramic Coating Warranty', 'Paint Protection Film Warranty', 'How to File a Warranty Claim'];

describe('warranty page', () => {
  it('has the four sections with the first open', () => {
    renderMarketingApp('/warranty-information');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Warranty Information');
    expect(titles.map((t) => section(t).getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false']);
    expect(screen.getByText(/Color change wraps are covered for 3 years/)).toBeVisible();
  });

  it('opens one section at a time, and choosing the open one closes it', () => {
    renderMarketingApp('/warranty-information');
    fireEvent.click(section('Paint Protection Film Warranty'));
    expect(titles.map((t) => section(t).getAttribute('aria-expanded'))).toEqual(['false', 'false', 'true', 'false']);
    expect(screen.getByText(/Transferable once to a new owner/)).toBeVisible();
    fireEvent.click(section('Paint Protection Film Warranty'));
    expect(titles.map((t) => section(t).getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false', 'false']);
    fireEvent.click(section('Ceramic Coating Warranty'));
    expect(screen.getByText(/An annual inspection is required/)).toBeVisible();
  });

  it('calls to action lead to /contact and /wrap-insurance', () => {
    renderMarketingApp('/warranty-information');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Explore Wrap Insurance' })).toHaveAttribute('href', '/wrap-insurance');
    expect(screen.getAllByRole('link', { name: 'warranty@wraplabchicago.com' })[0]).toHaveAttribute('href', 'mailto:warranty@wraplabchicago.com');
  });

  it('declares its breadcrumb trail and the warranty promise', () => {
    const { meta } = renderMarketingApp('/warranty-information');
    expect(meta()?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Warranty Information', url: '/warranty-information' },
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Home',
      'Warranty Information',
    ]);
    expect(meta()?.structuredData?.map((d) => d['@type'])).toEqual(['WarrantyPromise']);
  });
});
