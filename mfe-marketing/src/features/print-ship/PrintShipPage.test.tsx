import { screen, within } from '@testing-library/react';

import { renderRemote } from 'shared-contracts/testing/render-remote';

import { PrintShipPage } from './PrintShipPage';

describe('print & ship', () => {
  it('leads from the hero to the builder and the installer directory on the page', () => {
    renderRemote(<PrintShipPage />, { path: '/print-ship' });
    expect(screen.getByRole('link', { name: 'Start Your Wrap' })).toHaveAttribute('href', '#print-ship');
    expect(screen.getByRole('link', { name: 'Find an Installer' })).toHaveAttribute('href', '#installer-directory');
    const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section');
    expect(section('Build your wrap')).toHaveAttribute('id', 'print-ship');
    expect(section('Installer directory')).toHaveAttribute('id', 'installer-directory');
  });

  it('numbers the five steps in order and states production, shipping and price beside them', () => {
    renderRemote(<PrintShipPage />, { path: '/print-ship' });
    const builder = screen.getByRole('heading', { name: 'Build your wrap' }).closest('section')!;
    const [steps] = within(builder).getAllByRole('list');
    expect(steps!.tagName).toBe('OL');
    expect(
      within(steps!)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Tell us the vehicle',
      'Design or upload',
      'Approve the proof',
      'Printed and laminated',
      'Shipped to your installer',
    ]);
    const facts = screen.getByText('Production').closest('dl')!;
    expect(facts).toHaveTextContent('Production5-10 business days after design approval');
    expect(facts).toHaveTextContent('Shipping3-5 business days, anywhere in the United States');
    expect(facts).toHaveTextContent('Typical priceCommercial wraps typically $2,500-$5,000');
    expect(screen.getByRole('link', { name: 'Get a Print & Ship Quote' })).toHaveAttribute('href', '/contact');
  });

  it('lists every installer with a phone link, and marks only our own shop', () => {
    renderRemote(<PrintShipPage />, { path: '/print-ship' });
    const directory = screen.getByRole('heading', { name: 'Installer directory' }).closest('section')!;
    const shops = within(directory).getAllByRole('listitem');
    expect(shops).toHaveLength(6);
    expect(within(shops[1]!).getByRole('link', { name: '(414) 555-0182' })).toHaveAttribute('href', 'tel:+14145550182');
    expect(within(directory).getAllByText('Our shop')).toHaveLength(1);
    expect(within(shops[0]!).getByText('Our shop')).toBeInTheDocument();
    expect(shops[0]).toHaveTextContent('Wrap Lab Chicago');
  });
});
