import styled from 'styled-components';

import { serviceHref } from 'shared-contracts/business/services';
import { Link } from 'shared-contracts/routing/router';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';

import type { ServiceContent } from '../content/services/service-types';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  background: var(--color-surface);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-lg);
  box-shadow: var(--shadow-card);
  overflow: hidden;
  transition:
    transform 0.2s ease,
    box-shadow 0.2s ease;
  &:hover {
    transform: translateY(-3px);
    box-shadow: 0 14px 32px rgb(15 23 42 / 14%);
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    background: var(--color-surface-alt);
  }
  div {
    padding: 20px 22px 24px;
    display: flex;
    flex-direction: column;
    gap: 10px;
    flex: 1;
  }
  h3 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: var(--color-ink-soft);
    line-height: 1.6;
    flex: 1;
  }
  a {
    color: var(--color-brand-dark);
    font-weight: 700;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

/** A service as a card: image, name, one-line description and a link to its page. */
export function ServiceCard({ service, headingLevel = 3 }: { service: ServiceContent; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card>
      <ResponsiveImage id={service.hero} alt="" sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw" />
      <div>
        <Heading>{service.title}</Heading>
        <p>{service.description}</p>
        <Link to={serviceHref(service.slug)} aria-label={`Learn more about ${service.title}`}>
          Learn more →
        </Link>
      </div>
    </Card>
  );
}
