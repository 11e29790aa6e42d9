import styled from 'styled-components';

import { serviceHref } from 'shared-contracts/business/services';
import { Link } from 'shared-contracts/routing/router';
import { Card } from 'shared-contracts/ui/cards';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';

import type { ServiceContent } from '../content/services/service-types';

/** A service as a card: image, name, one-line description and a link to its page. */
export function ServiceCard({ service, headingLevel = 3 }: { service: ServiceContent; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card $lift>
      <ResponsiveImage id={service.hero} alt="" sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw" />
      <Heading>{service.title}</Heading>
      <p>{service.description}</p>
      <LearnMore to={serviceHref(service.slug)} aria-label={`Learn more about ${service.title}`}>
        Learn more →
      </LearnMore>
    </Card>
  );
}

const LearnMore = styled(Link)`
  color: var(--color-brand-dark);
  font-weight: 700;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;
