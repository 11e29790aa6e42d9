import styled from 'styled-components';

import { serviceHref, serviceNames } from 'shared-contracts/business/services';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths, pathTo } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { Container, PrimaryButton } from 'shared-contracts/ui/layout';
import { measure } from 'shared-contracts/ui/measure';

const suggested = ['vehicle-wraps', 'commercial-fleet-wraps', 'ceramic-coatings'] as const;

/** Shown for an unknown or missing service slug, with the way back to every service. */
export function ServiceNotFound({ slug }: { slug: string | undefined }) {
  usePageMeta({
    title: 'Service Not Found | Wrap Lab Chicago',
    description: "We couldn't find the service you're looking for. Please check our available services below.",
    canonical: slug ? pathTo(pagePaths.service, slug) : pagePaths.services,
    noindex: true,
  });
  return (
    <Box>
      <Container>
        <h1>Service Not Found</h1>
        <p>We couldn&apos;t find the service you&apos;re looking for. Please check our available services below.</p>
        <ul aria-label="Available services">
          {suggested.map((s) => (
            <li key={s}>
              <Link to={serviceHref(s)}>{serviceNames[s]}</Link>
            </li>
          ))}
        </ul>
        <PrimaryButton as={Link} to={pagePaths.services}>
          View All Services
        </PrimaryButton>
      </Container>
    </Box>
  );
}

const Box = styled.section`
  padding: 80px 0 96px;
  text-align: center;
  h1 {
    font-family: var(--font-display);
    font-size: clamp(2.2rem, 5vw, 3.2rem);
    margin: 0 0 12px;
  }
  p {
    color: var(--color-ink-soft);
    font-size: 1.1rem;
    line-height: 1.6;
    max-width: ${measure(56)};
    margin: 0 auto 28px;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0 auto 28px;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 12px;
  }
  li a {
    display: inline-block;
    padding: 12px 20px;
    border-radius: var(--radius-md);
    border: 1px solid var(--color-line);
    background: var(--color-surface-alt);
    color: var(--color-ink);
    font-weight: 700;
    text-decoration: none;
  }
  li a:hover,
  li a:focus-visible {
    border-color: var(--color-brand);
    color: var(--color-brand-dark);
  }
`;
