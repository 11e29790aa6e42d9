import styled from 'styled-components';

import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { faqPage, offerCatalog } from 'shared-contracts/seo/json-ld';
import { Accordion } from 'shared-contracts/ui/Accordion';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { GhostButton, PrimaryButton, SecondaryButton } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { Section } from 'shared-contracts/ui/Section';

import { useContentPageMeta } from '../../components/use-content-page-meta';
import { insuranceFaqs, insurancePlans } from './insurance-plans';
import { ChosenPlan, PlanCards, PlanChoiceArea } from './PlanCards';

const path = pagePaths.wrapInsurance;
const breadcrumbs = [
  { name: 'Home', url: pagePaths.home },
  { name: 'Wrap Insurance', url: path },
];

export function WrapInsurancePage() {
  const origin = useSiteOrigin();
  useContentPageMeta({
    title: 'Wrap Insurance Plans',
    description:
      'Protect your vehicle wrap with Silver, Gold or Platinum cover from Wrap Lab Chicago: fast repairs, removal guarantees and free touch-ups, billed monthly per vehicle.',
    path,
    breadcrumbs,
    keywords: ['vehicle wrap insurance', 'wrap protection plan', 'wrap repair Chicago', 'fleet wrap warranty'],
    structuredData: [
      offerCatalog(
        origin,
        'Wrap Insurance Plans',
        insurancePlans.map((p) => ({
          name: `${p.name} Wrap Insurance`,
          description: p.summary,
          price: p.structuredDataPrice,
          url: path,
        })),
      ),
      faqPage(insuranceFaqs),
    ],
  });

  return (
    <>
      <PageHero
        eyebrow="Wrap insurance"
        title="Keep your wrap looking new"
        lead="Scrapes, tears and vandalism happen. A plan covers repairs with matching film, guarantees the cost of removal and, on Gold and Platinum, adds free touch-ups every year."
        image="electric-blue-sports-car"
        breadcrumbs={breadcrumbs}
        actions={
          <GhostButton as="a" href="#plans">
            Compare plans
          </GhostButton>
        }
      />
      <Section
        title="Choose your plan"
        lead="Billed monthly per wrapped vehicle. Change plan or cancel at the end of any month."
        id="plans"
      >
        <PlanChoiceArea>
          <PlanCards />
          <Choice>
            <ChosenPlan />
            <PrimaryButton as={Link} to={pagePaths.printShip}>
              Add to New Wrap Order
            </PrimaryButton>
            <SecondaryButton as={Link} to={pagePaths.contact}>
              Purchase for Existing Wrap
            </SecondaryButton>
          </Choice>
        </PlanChoiceArea>
      </Section>
      <Section title="Wrap insurance questions" tone="alt" id="faq">
        <Accordion
          items={insuranceFaqs.map((faq) => ({ title: faq.question, content: <p>{faq.answer}</p> }))}
          initiallyOpen={0}
        />
      </Section>
      <CtaBand
        title="Not sure which plan fits?"
        text="Tell us how the vehicle is used and where it parks, and we will recommend a plan with your wrap quote."
        secondary={{ label: 'Read the Warranty', to: pagePaths.warrantyInformation }}
      />
    </>
  );
}

const Choice = styled.div`
  margin-top: 32px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  > p {
    margin: 0 12px 0 0;
    color: var(--color-ink-soft);
  }
`;
