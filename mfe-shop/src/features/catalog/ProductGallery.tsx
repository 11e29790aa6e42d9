import { useState } from 'react';

import type { MediaId } from 'shared-contracts/media/catalog';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';

import { galleryImages, type Product } from './product';
import { Thumbs } from './ProductPage.styles';
import { ProductVisual } from './ProductVisual';

/** The product's picture, and thumbnails that choose which of its images it shows. */
export function Gallery({ product }: { product: Product }) {
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
