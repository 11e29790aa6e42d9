import { useState } from 'react';
import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { serviceHref, serviceNames } from 'shared-contracts/business/services';
import { allPhotographs, isPhotograph } from 'shared-contracts/media/catalog';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { CardGrid } from 'shared-contracts/ui/cards';
import { Chips } from 'shared-contracts/ui/Chips';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { Container, VisuallyHidden } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Band } from 'shared-contracts/ui/Section';
import { SectionTitle } from 'shared-contracts/ui/SectionTitle';
import { Lead } from 'shared-contracts/ui/text';
import { media } from 'shared-contracts/ui/theme';

import { ImageDialog } from '../../components/ImageDialog';
import { galleryChips, galleryItems, type GalleryItem } from './gallery-items';

const description = `Recent vehicle wraps, fleet graphics, color changes, paint protection film and ceramic coatings by ${business.name} for customers in and around Chicago.`;

/** `/gallery`: the portfolio, with chips to four services and calls to action. */
export function GalleryPage() {
  const [enlarged, setEnlarged] = useState<GalleryItem | null>(null);
  const photographs = allPhotographs(galleryItems.map((item) => item.image));
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'Gallery', url: pagePaths.gallery },
  ];
  usePageMeta({
    title: `Vehicle Wrap Gallery | ${business.name}`,
    description,
    canonical: pagePaths.gallery,
    keywords: ['vehicle wrap gallery', 'fleet wrap examples', 'color change wrap examples', 'Chicago wrap portfolio'],
    pageType: 'CollectionPage',
    breadcrumbs,
  });
  return (
    <>
      <PageHero
        image="color-shift-sedan"
        breadcrumbs={breadcrumbs}
        title="Project gallery"
        lead="What leaves our Chicago shop: fleets, full wraps, color changes, graphics, paint protection film and ceramic coatings."
      >
        <Chips $tone="night" aria-label="Browse by service">
          {galleryChips.map((slug) => (
            <li key={slug}>
              <Link to={serviceHref(slug)}>{serviceNames[slug]}</Link>
            </li>
          ))}
        </Chips>
      </PageHero>
      <Band aria-labelledby="gallery-projects">
        <Container>
          <SectionTitle id="gallery-projects">Recent projects</SectionTitle>
          <Lead>
            {photographs
              ? 'Each photo shows a job our team designed, printed and installed, and the town its owner is based in.'
              : 'Illustrations of the jobs we design, print and install most, each with the service and a town we serve; pictures of finished jobs replace them as they are taken.'}{' '}
            Select one to see it larger.
          </Lead>
          <Grid>
            {galleryItems.map((item) => (
              <li key={item.image}>
                <button type="button" onClick={() => setEnlarged(item)}>
                  <ResponsiveImage
                    id={item.image}
                    alt=""
                    sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
                  />
                  <VisuallyHidden>View larger: {item.title}</VisuallyHidden>
                </button>
                <div>
                  <h3>{item.title}</h3>
                  <p>
                    <Link to={serviceHref(item.service)}>{serviceNames[item.service]}</Link>
                    <span>{item.place}</span>
                  </p>
                </div>
              </li>
            ))}
          </Grid>
        </Container>
      </Band>
      <CtaBand
        title="Want your vehicle in our gallery?"
        text="Tell us about your car, van, truck or fleet and we will send design ideas and a written quote."
        primary={{ label: 'Get a Free Quote', to: pagePaths.contact }}
        secondary={{ label: 'Explore Our Services', to: pagePaths.services }}
      />
      {enlarged && (
        <ImageDialog
          image={enlarged.image}
          caption={`${isPhotograph(enlarged.image) ? '' : 'Illustration: '}${enlarged.title}, ${enlarged.place}`}
          onClose={() => setEnlarged(null)}
        />
      )}
    </>
  );
}

const Grid = styled(CardGrid)`
  li {
    border-radius: var(--radius-lg);
    overflow: hidden;
    background: var(--color-surface);
    border: 1px solid var(--color-line);
    box-shadow: var(--shadow-card);
  }
  button {
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    background: var(--color-night);
    cursor: zoom-in;
  }
  button img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    transition: transform 0.3s ease;
  }
  button:hover img,
  button:focus-visible img {
    transform: scale(1.03);
  }
  ${media.reducedMotion} {
    button img {
      transition: none;
    }
  }
  div {
    padding: 14px 16px 18px;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    color: var(--color-ink-soft);
    font-size: 0.9rem;
  }
  p a {
    padding: 2px 10px;
    border-radius: 999px;
    background: var(--color-brand-tint);
    color: var(--color-brand-dark);
    font-weight: 700;
    text-decoration: none;
  }
`;
