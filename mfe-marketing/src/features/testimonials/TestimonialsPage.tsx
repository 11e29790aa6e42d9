import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { serviceHref, serviceNames } from 'shared-contracts/business/services';
import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { localBusiness } from 'shared-contracts/seo/json-ld';
import { CardGrid } from 'shared-contracts/ui/cards';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { Container } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { Rating } from 'shared-contracts/ui/Rating';
import { Band } from 'shared-contracts/ui/Section';
import { SectionTitle } from 'shared-contracts/ui/SectionTitle';
import { Lead } from 'shared-contracts/ui/text';
import { media } from 'shared-contracts/ui/theme';

import { Reveal } from '../../components/Reveal';
import { featuredTestimonials, moreTestimonials, type Testimonial } from '../../content/testimonials';

function TestimonialCard({ testimonial, featured }: { testimonial: Testimonial; featured?: boolean }) {
  return (
    <Article $featured={featured}>
      <Rating stars={testimonial.rating} />
      <blockquote>“{testimonial.quote}”</blockquote>
      <footer>
        <span aria-hidden="true">{testimonial.initials}</span>
        <div>
          <strong>{testimonial.initials}</strong>
          <small>{testimonial.role}</small>
        </div>
        <Link to={serviceHref(testimonial.service)}>{serviceNames[testimonial.service]}</Link>
      </footer>
    </Article>
  );
}

const description = `Reviews from ${business.name} customers: fleet owners, small businesses and drivers across Chicagoland. Rated ${business.rating.value}/5 from ${business.rating.heroText}.`;

/** `/testimonials`: two featured reviews and more below. */
export function TestimonialsPage() {
  const origin = useSiteOrigin();
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'Testimonials', url: pagePaths.testimonials },
  ];
  usePageMeta({
    title: `Customer Reviews & Testimonials | ${business.name}`,
    description,
    canonical: pagePaths.testimonials,
    breadcrumbs,
    structuredData: [
      localBusiness({
        origin,
        url: pagePaths.testimonials,
        reviews: featuredTestimonials.map((t) => ({ author: t.author, body: t.quote, rating: t.rating })),
      }),
    ],
  });
  return (
    <>
      <PageHero
        image="hvac-van-wrap"
        breadcrumbs={breadcrumbs}
        title="What our customers say"
        lead="Fleet managers, business owners and car enthusiasts on working with our team."
      >
        <Summary>
          <span aria-hidden="true">★★★★★</span>
          Rated {business.rating.value}/5 from {business.rating.heroText}
        </Summary>
      </PageHero>
      <Band $tone="alt" aria-labelledby="featured-reviews">
        <Container>
          <SectionTitle id="featured-reviews">Featured reviews</SectionTitle>
          <Featured>
            {featuredTestimonials.map((t) => (
              <li key={t.initials}>
                <TestimonialCard testimonial={t} featured />
              </li>
            ))}
          </Featured>
        </Container>
      </Band>
      <Band aria-labelledby="more-reviews">
        <Container>
          <SectionTitle id="more-reviews">More from our customers</SectionTitle>
          <Lead>
            Every review here comes from a customer whose vehicle we wrapped, protected or coated in the last few years.
          </Lead>
          <Reveal>
            <More $columns={2}>
              {moreTestimonials.map((t) => (
                <li key={t.initials}>
                  <TestimonialCard testimonial={t} />
                </li>
              ))}
            </More>
          </Reveal>
        </Container>
      </Band>
      <CtaBand
        title="Join our happy customers"
        text="Tell us about your vehicle or fleet and get a written quote, usually within one business day."
        primary={{ label: 'Get a Free Quote', to: pagePaths.contact }}
        secondary={{ label: 'View Our Gallery', to: pagePaths.gallery }}
      />
    </>
  );
}

const Featured = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 24px;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const More = styled(CardGrid)`
  gap: 18px;
`;

const Article = styled.article<{ $featured?: boolean }>`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 14px;
  /* Featured cards pad more from tablets up only. With 32 px on a 412 px phone, a line of the first
     quote ended within 4 px of the edge and wrapped once more in Inter than in the fallback face:
     the swap moved the cards below by a line. */
  padding: 24px;
  ${media.md} {
    padding: ${({ $featured }) => ($featured ? '32px' : '24px')};
  }
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  border: 1px solid var(--color-line);
  box-shadow: var(--shadow-card);
  ${({ $featured }) => ($featured ? 'border-top: 5px solid var(--color-brand);' : '')}
  blockquote {
    margin: 0;
    font-size: ${({ $featured }) => ($featured ? '1.12rem' : '1rem')};
    line-height: 1.7;
    color: var(--color-ink);
    flex: 1;
  }
  /* A grid, not a wrapping row: where the service chip sits must not hang on the width of a line of
     text, which changes by a hair when the brand face replaces its fallback. */
  footer {
    display: grid;
    grid-template-columns: 46px minmax(0, 1fr);
    align-items: center;
    gap: 10px 14px;
  }
  footer > span[aria-hidden] {
    width: 46px;
    height: 46px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    flex: none;
    background: var(--color-night);
    color: var(--color-on-dark);
    font-weight: 800;
    font-size: 0.9rem;
  }
  footer div {
    display: grid;
    gap: 2px;
  }
  footer strong {
    color: var(--color-ink);
  }
  footer small {
    color: var(--color-ink-soft);
    font-size: 0.92rem;
  }
  footer a {
    grid-column: 2;
    justify-self: start;
    padding: 4px 12px;
    border-radius: 999px;
    background: var(--color-brand-tint);
    color: var(--color-brand-dark);
    font-size: 0.85rem;
    font-weight: 700;
    text-decoration: none;
  }
`;

const Summary = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  margin: 0;
  padding: 8px 16px;
  border-radius: 999px;
  background: rgb(255 255 255 / 10%);
  border: 1px solid rgb(255 255 255 / 30%);
  font-weight: 700;
  span[aria-hidden] {
    color: var(--color-star);
    letter-spacing: 2px;
  }
`;
