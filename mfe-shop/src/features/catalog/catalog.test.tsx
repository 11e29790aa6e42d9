import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mediaImage } from 'shared-contracts/media/catalog';

import { renderShop } from '../../test-utils';

describe('shop list', () => {
  it('shows every section by default, with the filter on All', () => {
    const { meta } = renderShop('/shopping');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shop');
    const filter = screen.getByRole('group', { name: 'Filter products by category' });
    expect(within(filter).getByRole('radio', { name: 'All' })).toBeChecked();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(
      expect.arrayContaining([
        'Wrap Lab merchandise',
        'Wrap materials and tools',
        'Protection products',
        'Design services',
        'Print and ship',
        'Premium installer listings',
      ]),
    );
    expect(meta()?.breadcrumbs).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Shop', url: '/shopping' },
    ]);
    expect(meta()?.structuredData?.map((d) => d['@type'])).toEqual(['OfferCatalog']);
  });

  it('filters to one category', async () => {
    renderShop('/shop');
    const filter = screen.getByRole('group', { name: 'Filter products by category' });
    await userEvent.click(within(filter).getByRole('radio', { name: 'Design Services' }));
    expect(within(filter).getByRole('radio', { name: 'Design Services' })).toBeChecked();
    expect(within(filter).getByRole('radio', { name: 'All' })).not.toBeChecked();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['Design services', 'Material calculator']);
    expect(screen.getByTestId('location')).toHaveTextContent('/shop?category=design');
  });

  it('links cards to the detail page in the reading the visitor is on', () => {
    const { unmount } = renderShop('/shopping');
    expect(screen.getByRole('link', { name: 'Wrap Lab Crew Tee' })).toHaveAttribute('href', '/shopping/wrap-lab-tee');
    unmount();
    renderShop('/shop');
    expect(screen.getByRole('link', { name: 'Wrap Lab Crew Tee' })).toHaveAttribute('href', '/shop/wrap-lab-tee');
  });

  it('adds a product from its card and says so', async () => {
    const { store, toastTitles } = renderShop('/shopping');
    const card = screen.getByRole('article', { name: 'Ceramic Coating DIY Kit' });
    expect(within(card).getByText('BEST VALUE')).toBeInTheDocument();
    expect(within(card).getByText('$119.99').tagName).toBe('S');
    expect(within(card).getByText(', was')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.lines).toEqual([
      expect.objectContaining({
        id: 'ceramic-coating-kit',
        name: 'Ceramic Coating DIY Kit',
        unitPriceCents: 8999,
        quantity: 1,
        category: 'protection',
      }),
    ]);
    expect(toastTitles()).toEqual(['Added to cart! Ceramic Coating DIY Kit has been added to your cart.']);
  });

  it('sends apparel to its page to choose a size instead of adding it blind', () => {
    renderShop('/shopping');
    const card = screen.getByRole('article', { name: 'Shop Floor Hoodie' });
    expect(within(card).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Choose a Size' })).toHaveAttribute(
      'href',
      '/shopping/wrap-lab-hoodie',
    );
  });
});

describe('product detail', () => {
  it.each(['/shopping/ceramic-coating-kit', '/shop/ceramic-coating-kit'])('shows the product at %s', async (path) => {
    const { store, meta } = renderShop(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ceramic Coating DIY Kit');
    expect(screen.getByText('Protection')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
    expect(screen.getByText('BEST VALUE')).toBeInTheDocument();
    expect(screen.getByText('$89.99')).toBeInTheDocument();
    expect(screen.getByText('$119.99').tagName).toBe('S');
    expect(screen.getByText('Up to 2 years of protection')).toBeInTheDocument();
    const strip = screen.getByRole('region', { name: 'Example applications' });
    expect(within(strip).getAllByRole('img')).toHaveLength(4);
    const trail = [
      { name: 'Home', url: '/' },
      { name: 'Shop', url: '/shopping' },
      { name: 'Ceramic Coating DIY Kit', url: '/shopping/ceramic-coating-kit' },
    ];
    expect(meta()?.breadcrumbs).toEqual(trail);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(trail.map((item) => item.name));
    expect(meta()?.structuredData?.map((d) => d['@type'])).toEqual(['Product']);

    await userEvent.click(screen.getAllByRole('button', { name: 'Add to Cart' })[0]!);
    expect(store.getState().cart.lines[0]).toMatchObject({ id: 'ceramic-coating-kit', quantity: 1 });
  });

  it('asks for a size before adding apparel, and keeps the size on the cart line', async () => {
    const { store } = renderShop('/shopping/wrap-lab-tee');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a size first.');
    expect(store.getState().cart.lines).toEqual([]);
    await userEvent.click(within(screen.getByRole('group', { name: 'Size' })).getByLabelText('L'));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.lines).toEqual([
      expect.objectContaining({
        id: 'wrap-lab-tee-l',
        name: 'Wrap Lab Crew Tee, size L',
        unitPriceCents: 2500,
        quantity: 1,
      }),
    ]);
  });

  it('shows example applications and the material calculator only beside products they apply to', () => {
    const { unmount } = renderShop('/shopping/wrap-lab-tee');
    expect(screen.queryByRole('region', { name: 'Example applications' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Material calculator' })).toBeNull();
    unmount();
    renderShop('/shopping/3m-2080-gloss-black-roll');
    expect(screen.getByRole('region', { name: 'Example applications' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Material calculator' })).toBeInTheDocument();
  });

  it('switches the main image from the thumbnails', async () => {
    renderShop('/shopping/ceramic-coating-kit');
    const thumbs = screen.getByRole('list', { name: 'Product images' });
    const buttons = within(thumbs).getAllByRole('button');
    expect(buttons).toHaveLength(3);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(buttons[1]!);
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    const mainImage = thumbs.parentElement!.querySelector('img');
    expect(mainImage).toHaveAttribute('alt', 'Close-up detail: ceramic coating kit with bottle, applicator and towels');
  });

  it('shows a product its own picture, with a strip of views of that product', () => {
    renderShop('/shopping/knifeless-tape-164ft');
    const strip = screen.getByRole('list', { name: 'Product images' });
    const shown = [...strip.querySelectorAll('img')].map((img) => mediaImage(img.dataset.mediaId!).alt);
    expect(shown).toEqual([
      expect.stringMatching(/^Roll of knifeless finish line tape/),
      expect.stringMatching(/^Close-up detail: roll of knifeless finish line tape/),
      expect.stringMatching(/^Laid flat on a slate work surface: roll of knifeless finish line tape/),
    ]);
  });

  it('shows the list for an unknown id', () => {
    renderShop('/shopping/not-a-product');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shop');
    expect(screen.getByText('We could not find that product, so here is everything in the shop.')).toBeInTheDocument();
  });

  it('goes back to /shopping', async () => {
    renderShop('/shop/wrap-lab-tee');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Shopping' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/shopping$/);
  });
});
