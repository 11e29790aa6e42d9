import styled from 'styled-components';

import { Link, useLocation } from 'shared-contracts/routing/router';
import { Card } from 'shared-contracts/ui/cards';
import { PrimaryButton } from 'shared-contracts/ui/layout';
import { Price } from 'shared-contracts/ui/Price';

import { formatCents } from '../../components/money';
import { Badge, CategoryLabel } from '../../components/shop-ui';
import { useAddToCart } from '../../components/use-add-to-cart';
import type { Product } from './product';
import { categoryLabel } from './product-categories';
import { productCartLine, productPath } from './product-line';
import { ProductVisual } from './ProductVisual';

/** `priority`: the card is on the first screen, so its photo loads at once, ahead of the rest. */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const { pathname } = useLocation();
  const addToCart = useAddToCart();
  const titleId = `product-${product.id}`;
  return (
    <Article as="article" $lift aria-labelledby={titleId}>
      <Link to={productPath(pathname, product.id)} tabIndex={-1} aria-hidden="true">
        <ProductVisual
          image={product.image}
          name={product.name}
          color={product.color}
          sizes="(min-width: 1024px) 280px, (min-width: 560px) 45vw, 108px"
          priority={priority}
          alt=""
        />
      </Link>
      {product.bestValue && <Badge className="badge">BEST VALUE</Badge>}
      <CategoryLabel>{categoryLabel(product.category)}</CategoryLabel>
      <h3 id={titleId}>
        <Link to={productPath(pathname, product.id)}>{product.name}</Link>
      </h3>
      <p className="summary">{product.description}</p>
      <Price
        amount={formatCents(product.priceCents)}
        was={product.originalPriceCents === undefined ? undefined : formatCents(product.originalPriceCents)}
      />
      {product.sizes ? (
        <PrimaryButton as={Link} to={productPath(pathname, product.id)} aria-describedby={titleId}>
          Choose a Size
        </PrimaryButton>
      ) : (
        // The line rides on the button, so the start script can add it before the shop's code has arrived.
        <PrimaryButton
          type="button"
          onClick={() => addToCart(productCartLine(product))}
          aria-describedby={titleId}
          data-cart-line={JSON.stringify(productCartLine(product))}
        >
          Add to Cart
        </PrimaryButton>
      )}
    </Article>
  );
}

/** The kit's card, tighter: a product's photo keeps the card's padding around it and the button fills the width. */
const Article = styled(Card)`
  position: relative;
  gap: 0;
  min-width: auto;
  overflow: visible;
  padding: 14px;
  p {
    line-height: inherit;
  }
  h3 {
    font-size: 1.05rem;
    margin: 10px 0 6px;
  }
  p.summary {
    font-size: 0.92rem;
    line-height: 1.5;
    margin: 0 0 14px;
    flex: 1;
  }
  .badge {
    position: absolute;
    top: 24px;
    left: 24px;
  }
  && > :last-child:is(a, button) {
    margin-top: 14px;
    width: 100%;
  }
  /* On a phone the card lies flat: the picture beside the name and price, the button across the foot. */
  @media (max-width: 559px) {
    display: grid;
    grid-template-columns: 108px minmax(0, 1fr);
    column-gap: 14px;
    align-content: start;
    padding: 12px;
    > * {
      grid-column: 2;
    }
    > a:first-child {
      grid-column: 1;
      grid-row: 1 / span 5;
      align-self: start;
    }
    /* A product without a picture shows its name in its color, small enough for the thumbnail. */
    > a:first-child [role='img'] {
      padding: 8px;
      font-size: 0.8rem;
    }
    > a:first-child [role='img'] span {
      display: none;
    }
    .badge {
      position: static;
      justify-self: start;
      margin-bottom: 6px;
    }
    h3 {
      margin: 4px 0;
    }
    p.summary {
      font-size: 0.88rem;
      margin-bottom: 6px;
    }
    && > :last-child:is(a, button) {
      grid-column: 1 / -1;
      margin-top: 12px;
    }
  }
`;
