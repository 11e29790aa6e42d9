import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link, useLocation } from 'shared-contracts/routing/router';
import { Breadcrumbs } from 'shared-contracts/ui/Breadcrumbs';
import { Container, VisuallyHidden } from 'shared-contracts/ui/layout';
import { media } from 'shared-contracts/ui/theme';

import { messageForSubject } from './contact-subject';
import { ContactDetails } from './ContactDetails';
import { QuoteForm } from './QuoteForm';

const description =
  'Request a free quote for a vehicle wrap, fleet graphics, ceramic coating or paint protection film from Wrap Lab Chicago. Call (773) 555-0148 or send the form; we reply within one business day.';

export function ContactPage() {
  const { search } = useLocation();
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'Contact', url: pagePaths.contact },
  ];
  usePageMeta({
    title: 'Contact Us & Free Quote | Wrap Lab Chicago',
    description,
    canonical: pagePaths.contact,
    keywords: [
      'vehicle wrap quote Chicago',
      'fleet wrap estimate',
      'ceramic coating quote',
      'paint protection film Chicago',
      'contact Wrap Lab Chicago',
    ],
    pageType: 'ContactPage',
    breadcrumbs,
  });

  return (
    <Section>
      <Container>
        <Breadcrumbs items={breadcrumbs} renderLink={(item) => <Link to={item.url}>{item.name}</Link>} />
        <VisuallyHidden as="h1">Contact {business.name} for a free quote</VisuallyHidden>
        {/* The form first: on a phone the visitor reaches it without scrolling past the shop's details;
            from 1024 px the details take the left column. */}
        <Columns>
          <FormCard id="quote-form">
            <h2>Get your free quote</h2>
            <p>
              Tell us about your vehicle and what you have in mind. A wrap specialist answers with a price range and
              next steps.
            </p>
            <QuoteForm initialMessage={messageForSubject(search)} />
          </FormCard>
          <DetailsCard aria-labelledby="contact-details-title">
            <h2 id="contact-details-title">Talk to the shop</h2>
            <p>
              Questions about a wrap, a coating or a fleet? Call, e-mail or stop by the shop on Chicago's Northwest
              Side.
            </p>
            <ContactDetails />
          </DetailsCard>
        </Columns>
      </Container>
    </Section>
  );
}

const Section = styled.section`
  padding: 24px 0 72px;
  nav[aria-label='Breadcrumb'] {
    margin-bottom: 20px;
  }
  background: linear-gradient(180deg, var(--color-surface-alt), var(--color-surface) 60%);
  ${media.lg} {
    padding: 32px 0 96px;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 28px;
  ${media.lg} {
    /* The spec's two columns: details on the left, the form on the right. */
    grid-template-columns: 5fr 7fr;
    > aside {
      grid-column: 1;
      grid-row: 1;
    }
    align-items: start;
    gap: 40px;
  }
`;

const DetailsCard = styled.aside`
  background: var(--color-night);
  color: var(--color-on-dark);
  border-radius: var(--radius-lg);
  padding: 32px 28px;
  h2 {
    font-family: var(--font-display);
    font-size: 2rem;
    margin: 0 0 8px;
  }
  > p {
    color: rgb(255 255 255 / 78%);
    margin: 0 0 28px;
    line-height: 1.6;
  }
`;

const FormCard = styled.div`
  background: var(--color-surface);
  border: 1px solid var(--color-line);
  box-shadow: var(--shadow-card);
  border-radius: var(--radius-lg);
  padding: 32px 28px;
  scroll-margin-top: calc(var(--layout-header-height) + 16px);
  h2 {
    font-family: var(--font-display);
    font-size: 2rem;
    margin: 0 0 8px;
    color: var(--color-ink);
  }
  > p {
    color: var(--color-ink-soft);
    margin: 0 0 24px;
    line-height: 1.6;
  }
`;
