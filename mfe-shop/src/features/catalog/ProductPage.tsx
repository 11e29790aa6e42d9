import { useRef, useState, type ReactNode } from 'react';

import { allPhotographs } from 'shared-contracts/media/catalog';
import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths, pathTo } from 'shared-contracts/routes/route-table';
import { Link, useNavigate, useParams } from 'shared-contracts/routing/router';
import { Breadcrumbs } from 'shared-contracts/ui/Breadcrumbs';
import { Container, PrimaryButton, SecondaryButton } from 'shared-contracts/ui/layout';
import { Price } from 'shared-contracts/ui/Price';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Band } from 'shared-contracts/ui/Section';
import { Lead } from 'shared-contracts/ui/text';

import { formatCents } from '../../components/money';
import { Badge, CategoryLabel } from '../../components/shop-ui';
import { useAddToCart } from '../../components/use-add-to-cart';
import type { Product } from './product';
import { categoryLabel, exampleApplications, showsMaterialCalculator } from './product-categories';
import { productJsonLd } from './product-json-ld';
import { productCartLine } from './product-line';
import { latestReviews, REVIEW_COUNT } from './product-reviews';
import { Gallery } from './ProductGallery';
import { Actions, Info, Layout, Rating, ReviewsBand, Strip, Top } from './ProductPage.styles';
import { findProduct } from './products';
import { ShopPage, type ShopPageProps } from './ShopPage';
import { chosenSize, SizePicker } from './SizePicker';

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
    { name: 'Home', url: pagePaths.home },
    { name: 'Shop', url: pagePaths.shopping },
    { name: product.name, url: pathTo(pagePaths.shoppingProduct, product.id) },
  ];
  const applications = exampleApplications[product.category];
  usePageMeta({
    title: `${product.name} | Wrap Lab Chicago Shop`,
    description: product.description,
    canonical: pathTo(pagePaths.shoppingProduct, product.id),
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
              <SecondaryButton type="button" onClick={() => navigate(pagePaths.shopping)}>
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
