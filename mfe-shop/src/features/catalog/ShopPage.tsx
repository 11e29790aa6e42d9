import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths, pathTo } from 'shared-contracts/routes/route-table';
import { useSearchParams } from 'shared-contracts/routing/router';
import { offerCatalog } from 'shared-contracts/seo/json-ld';
import { Alert } from 'shared-contracts/ui/Alert';
import { Container, visuallyHidden } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { Band } from 'shared-contracts/ui/Section';
import { Lead } from 'shared-contracts/ui/text';
import { media } from 'shared-contracts/ui/theme';

import { filterCategories, filterLabel, sectionsFor, type CategoryFilter } from './product-categories';
import { ProductCard } from './ProductCard';
import { products, productsIn } from './products';

const filters: readonly CategoryFilter[] = ['all', ...filterCategories];
const breadcrumbs = [
  { name: 'Home', url: pagePaths.home },
  { name: 'Shop', url: pagePaths.shopping },
];

const isFilter = (value: string | null): value is CategoryFilter => filters.includes(value as CategoryFilter);

export interface ShopPageProps {
  /** The cart button, next to the filter. */
  cartControl?: ReactNode;
  /** The material calculator, after the product sections. */
  calculator?: ReactNode;
  /** Set when a product link named an id the catalog does not have. */
  unknownProductId?: string;
}

export function ShopPage({ cartControl, calculator, unknownProductId }: ShopPageProps) {
  const origin = useSiteOrigin();
  const [params, setParams] = useSearchParams();
  const requested = params.get('category');
  const filter: CategoryFilter = isFilter(requested) ? requested : 'all';

  usePageMeta({
    title: 'Shop Wrap Film, Ceramic Kits and Merch | Wrap Lab Chicago',
    description:
      'Buy 3M and Avery Dennison wrap film, squeegees and heat guns, ceramic coating and PPF kits, custom wrap design and Wrap Lab merchandise from our Chicago shop.',
    canonical: pagePaths.shopping,
    keywords: ['wrap vinyl for sale', '3M 2080', 'ceramic coating kit', 'PPF kit', 'wrap design', 'Chicago wrap shop'],
    breadcrumbs,
    structuredData: [
      offerCatalog(
        origin,
        'Wrap Lab Chicago Shop',
        products.map((p) => ({
          name: p.name,
          description: p.description,
          price: p.priceCents / 100,
          url: pathTo(pagePaths.shoppingProduct, p.id),
        })),
      ),
    ],
  });

  const choose = (next: CategoryFilter) =>
    setParams(next === 'all' ? {} : { category: next }, { replace: true, preventScrollReset: true });

  // A chip chosen before the shop's code arrived already shows its products (CSS); the filter takes it up.
  const chips = useRef<HTMLDivElement>(null);
  const takeUpEarlyChoice = useEffectEvent(() => {
    const chosen = chips.current?.querySelector<HTMLInputElement>('input:checked')?.value ?? null;
    if (isFilter(chosen) && chosen !== filter) choose(chosen);
  });
  useEffect(() => takeUpEarlyChoice(), []);

  // Every section is in the page and CSS shows the chosen one; the first card shown is the priority image.
  const firstShown = sectionsFor(filter)[0]?.category;

  return (
    <Catalog>
      <PageHero
        title="Shop"
        breadcrumbs={breadcrumbs}
        lead="The films, tools and protection kits we use in our Chicago bays, design services from our in-house team, and Wrap Lab gear. Orders ship free. Print & Ship wrap panels go as freight, priced below."
      >
        <Toolbar>
          <Filter ref={chips} role="group" aria-label="Filter products by category">
            {filters.map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="category"
                  value={option}
                  checked={filter === option}
                  onChange={() => choose(option)}
                />
                {filterLabel(option)}
              </label>
            ))}
          </Filter>
          {cartControl}
        </Toolbar>
      </PageHero>
      {sectionsFor('all').map((section, index) => (
        <Band
          key={section.category}
          data-category={section.category}
          $tone={index % 2 === 1 ? 'alt' : 'plain'}
          aria-labelledby={`section-${section.category}`}
        >
          <Container>
            {unknownProductId !== undefined && index === 0 && (
              <Alert role="note">We could not find that product, so here is everything in the shop.</Alert>
            )}
            <h2 className="section-title" id={`section-${section.category}`}>
              {section.title}
            </h2>
            <Lead>{section.intro}</Lead>
            <Grid>
              {productsIn(section.category).map((product, position) => (
                // The first card's photo is the largest thing on a phone's first screen.
                <ProductCard
                  key={product.id}
                  product={product}
                  priority={section.category === firstShown && position === 0}
                />
              ))}
            </Grid>
          </Container>
        </Band>
      ))}
      {calculator}
    </Catalog>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-top: 28px;
`;

/*
 * The filter is a radio group drawn as chips: the checked chip is filled, and the catalog below hides
 * every section but the chosen one by CSS alone, so it filters before (and without) the shop's script.
 */
const Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  label {
    position: relative;
    font: inherit;
    font-weight: 700;
    font-size: 0.92rem;
    padding: 9px 16px;
    border-radius: 999px;
    border: 1px solid rgb(255 255 255 / 35%);
    background: transparent;
    color: var(--color-brand-ink);
    text-align: center;
    cursor: pointer;
  }
  input {
    ${visuallyHidden}
  }
  label:has(:checked) {
    background: var(--color-brand-dark);
    border-color: var(--color-brand-dark);
  }
  label:hover:not(:has(:checked)),
  label:has(:focus-visible) {
    background: rgb(255 255 255 / 12%);
  }
  label:has(:focus-visible) {
    outline: 3px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

const Catalog = styled.div`
  ${filterCategories.map(
    (category) => `
  &:has(input[name='category'][value='${category}']:checked) > section[data-category]:not([data-category='${category}']) {
    display: none;
  }`,
  )}
  /* One category on its own is the page's first section, drawn on the plain background. */
  &:has(input[name='category']:not([value='all']):checked) > section[data-category] {
    background: var(--color-surface);
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: 1fr;
  @media (min-width: 560px) {
    gap: 20px;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
