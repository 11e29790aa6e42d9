import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

import { allPhotographs, type MediaId } from 'shared-contracts/media/catalog';
import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { Link, useNavigate, useParams } from 'shared-contracts/routing/router';
import { Breadcrumbs } from 'shared-contracts/ui/Breadcrumbs';
import { Container, PrimaryButton, SecondaryButton } from 'shared-contracts/ui/layout';
import { Price } from 'shared-contracts/ui/Price';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Band } from 'shared-contracts/ui/Section';
import { Lead } from 'shared-contracts/ui/text';
import { media } from 'shared-contracts/ui/theme';

import { formatCents } from '../../components/money';
import { Badge, CategoryLabel } from '../../components/shop-ui';
import { useAddToCart } from '../../components/use-add-to-cart';
import { productJsonLd } from './product-json-ld';
import { productCartLine } from './product-line';
import { latestReviews, REVIEW_COUNT } from './product-reviews';
import {
  categoryLabel,
  exampleApplications,
  findProduct,
  galleryImages,
  showsMaterialCalculator,
  type Product,
} from './products';
import { ProductVisual } from './ProductVisual';
import { ShopPage, type ShopPageProps } from './ShopPage';
import { chosenSize, SizePicker } from './SizePicker';

function Gallery({ product }: { product: Product }) {
  const thumbnails = galleryImages(product);
  const [selected, setSelected] = useState<MediaId | undefined>(product.image);
  return (
    <div>
      <ProductVisual
        image={selected}
        name={product.name}
        color={product.color}
        sizes="(min-width: 1024px) 560px, 92vw"
        priority
      />
      <Thumbs aria-label="Product images">
        {thumbnails.map((id, index) => (
          <li key={id}>
            <button
              type="button"
              aria-pressed={selected === id}
              aria-label={`Show image ${index + 1} of ${thumbnails.length}`}
              onClick={() => setSelected(id)}
            >
              <ResponsiveImage id={id} sizes="120px" alt="" />
            </button>
          </li>
        ))}
      </Thumbs>
    </div>
  );
}

function ProductDetail({
  product,
  calculator,
  cartControl,
}: {
  product: Product;
  calculator?: ReactNode;
  cartControl?: ReactNode;
}) {
  const origin = useSiteOrigin();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const sizePicker = useRef<HTMLFieldSetElement>(null);
  const [sizeMissing, setSizeMissing] = useState(false);
  const crumbs = [
    { name: 'Home', url: '/' },
    { name: 'Shop', url: '/shopping' },
    { name: product.name, url: `/shopping/${product.id}` },
  ];
  const applications = exampleApplications[product.category];
  usePageMeta({
    title: `${product.name} | Wrap Lab Chicago Shop`,
    description: product.description,
    canonical: `/shopping/${product.id}`,
    keywords: [product.name, categoryLabel(product.category), 'Wrap Lab Chicago'],
    breadcrumbs: crumbs,
    structuredData: [productJsonLd(origin, product)],
  });

  return (
    <>
      <Container>
        <Top>
          <Breadcrumbs items={crumbs} renderLink={(item) => <Link to={item.url}>{item.name}</Link>} />
          {cartControl}
        </Top>
        <Layout>
          <Gallery key={product.id} product={product} />
          <Info>
            <CategoryLabel>{categoryLabel(product.category)}</CategoryLabel>
            <h1>{product.name}</h1>
            <Rating>
              <span className="stars" role="img" aria-label="Rated 5 out of 5">
                ★★★★★
              </span>
              <a href="#reviews">{REVIEW_COUNT} reviews</a>
            </Rating>
            {product.bestValue && <Badge>BEST VALUE</Badge>}
            <Price
              className="price"
              amount={formatCents(product.priceCents)}
              was={product.originalPriceCents === undefined ? undefined : formatCents(product.originalPriceCents)}
            />
            <p className="description">{product.description}</p>
            <h2 className="features-title">Features</h2>
            <ul className="features">
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {product.sizes && (
              <SizePicker
                ref={sizePicker}
                sizes={product.sizes}
                onChange={() => setSizeMissing(false)}
                error={sizeMissing ? 'Choose a size first.' : undefined}
              />
            )}
            <Actions>
              <PrimaryButton
                type="button"
                onClick={() => {
                  const size = chosenSize(sizePicker.current);
                  if (product.sizes && !size) return setSizeMissing(true);
                  addToCart(productCartLine(product, size));
                }}
              >
                Add to Cart
              </PrimaryButton>
              <SecondaryButton type="button" onClick={() => navigate('/shopping')}>
                Back to Shopping
              </SecondaryButton>
            </Actions>
          </Info>
        </Layout>
      </Container>
      {applications && (
        <Band $tone="alt" aria-labelledby="example-applications">
          <Container>
            <h2 className="section-title" id="example-applications">
              Example applications
            </h2>
            <Lead>
              {allPhotographs(applications)
                ? 'Finished work from our Chicago shop that uses products like this one.'
                : 'Illustrations of the kind of job products like this one are bought for.'}
            </Lead>
            <Strip>
              {applications.map((id) => (
                <li key={id}>
                  <ResponsiveImage id={id} sizes="(min-width: 768px) 25vw, 50vw" />
                </li>
              ))}
            </Strip>
          </Container>
        </Band>
      )}
      <ReviewsBand aria-labelledby="reviews-title" id="reviews">
        <Container>
          <h2 className="section-title" id="reviews-title">
            Reviews
          </h2>
          <Lead>
            <span aria-hidden="true" className="stars">
              ★★★★★
            </span>{' '}
            5 out of 5 from {REVIEW_COUNT} reviews; the latest {latestReviews[product.category].length} are below.
          </Lead>
          <ul>
            {latestReviews[product.category].map((review) => (
              <li key={review.name}>
                <blockquote>“{review.text}”</blockquote>
                <p>
                  {review.name}, {review.place}
                </p>
              </li>
            ))}
          </ul>
        </Container>
      </ReviewsBand>
      {showsMaterialCalculator(product.category) && calculator}
    </>
  );
}

/** /shopping/{id} and /shop/{id}; an id the catalog does not know shows the shop list instead. */
export function ProductPage({ calculator, cartControl }: Pick<ShopPageProps, 'calculator' | 'cartControl'>) {
  const { productId } = useParams();
  const product = findProduct(productId);
  if (!product)
    return <ShopPage calculator={calculator} cartControl={cartControl} unknownProductId={productId ?? ''} />;
  return <ProductDetail product={product} calculator={calculator} cartControl={cartControl} />;
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 24px 0 8px;
  color: var(--color-ink-soft);
  a {
    color: var(--color-brand-dark);
  }
  /* The trail looks as on every other page: in the text's colour, the current page in bold. */
  nav[aria-label='Breadcrumb'] a {
    color: inherit;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: 32px;
  padding: 16px 0 48px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 56px;
  }
`;

const Thumbs = styled.ul`
  list-style: none;
  padding: 0;
  margin: 12px 0 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 10px;
  button {
    display: block;
    width: 100%;
    padding: 0;
    border: 2px solid transparent;
    border-radius: var(--radius-md);
    background: none;
    cursor: pointer;
    overflow: hidden;
  }
  button[aria-pressed='true'] {
    border-color: var(--color-brand);
  }
  button:focus-visible {
    outline: 3px solid var(--color-focus);
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1 / 1;
    object-fit: cover;
  }
`;

const Info = styled.div`
  h1 {
    font-family: var(--font-display);
    font-size: clamp(2rem, 4vw, 2.8rem);
    line-height: 1.1;
    margin: 8px 0 10px;
  }
  .description {
    color: var(--color-ink-soft);
    line-height: 1.7;
  }
  .features-title {
    font-size: 1.05rem;
    margin: 20px 0 10px;
  }
  ul.features {
    padding: 0;
    margin: 0 0 24px;
    list-style: none;
    display: grid;
    gap: 10px;
  }
  ul.features li {
    display: flex;
    gap: 10px;
  }
  ul.features li::before {
    content: '✓';
    color: var(--color-brand);
    font-weight: 800;
  }
  .price {
    margin: 18px 0 6px;
  }
  .price strong {
    font-size: 1.8rem;
  }
`;

const Rating = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 16px;
  color: var(--color-ink-soft);
  a {
    color: inherit;
  }
  .stars {
    color: var(--color-star);
    letter-spacing: 2px;
    font-size: 1.1rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 20px;
`;

const Strip = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 14px;
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--radius-md);
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
`;

const ReviewsBand = styled(Band)`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 16px;
    ${media.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  li {
    padding: 20px 22px;
    border: 1px solid var(--color-line);
    border-radius: var(--radius-md);
    background: var(--color-surface);
  }
  blockquote {
    margin: 0 0 10px;
    line-height: 1.55;
  }
  li p {
    margin: 0;
    font-weight: 700;
    font-size: 0.9rem;
    color: var(--color-ink-soft);
  }
  .stars {
    color: var(--color-star);
    letter-spacing: 2px;
  }
`;
