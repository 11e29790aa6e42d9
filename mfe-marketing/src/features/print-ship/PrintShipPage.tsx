import { customerByline, customerPlace } from 'shared-contracts/business/customers';
import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { service } from 'shared-contracts/seo/json-ld';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { GhostButton, PrimaryButton } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { Section } from 'shared-contracts/ui/Section';
import { TextCards } from 'shared-contracts/ui/TextCards';

import { useContentPageMeta } from '../../components/use-content-page-meta';
import { InstallerDirectory } from './InstallerDirectory';
import { printShipBenefits, printShipCustomer, printShipFacts } from './print-ship-content';
import { PrintShipBuilder } from './PrintShipBuilder';
import { Testimonial } from './PrintShipPage.styles';

const path = pagePaths.printShip;

const description = `Custom vehicle wrap design, printing and shipping anywhere in the United States: production ${printShipFacts.production}, shipping ${printShipFacts.shipping}.`;

export function PrintShipPage() {
  const origin = useSiteOrigin();
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'Print & Ship', url: path },
  ];
  useContentPageMeta({
    title: 'Nationwide Vehicle Wrap Print & Ship',
    description,
    path,
    breadcrumbs,
    keywords: [
      'print and ship vehicle wrap',
      'wrap printing nationwide',
      'fleet graphics printing',
      'custom vehicle wrap design',
    ],
    structuredData: [
      service({
        origin,
        path,
        name: 'Vehicle Wrap Print & Ship',
        description,
        offers: {
          lowPrice: printShipFacts.structuredDataPriceRange.low,
          highPrice: printShipFacts.structuredDataPriceRange.high,
        },
      }),
    ],
  });

  return (
    <>
      <PageHero
        breadcrumbs={breadcrumbs}
        eyebrow="Nationwide print & ship"
        title="Wrap graphics printed in Chicago, shipped to your installer"
        lead={`Custom design, large-format printing and lamination, shipped anywhere in the United States in ${printShipFacts.shipping}. Trusted by ${printShipFacts.customers} customers.`}
        image="vinyl-install-orange"
        onImageError={() => console.error('Print & ship: hero image failed to load')}
        actions={
          <>
            <PrimaryButton as="a" href="#print-ship">
              Start Your Wrap
            </PrimaryButton>
            <GhostButton as="a" href="#installer-directory">
              Find an Installer
            </GhostButton>
          </>
        }
      />
      <PrintShipBuilder />
      <Section title="Why order from Wrap Lab" tone="alt">
        <TextCards items={printShipBenefits} />
      </Section>
      <Section title="From our customers">
        <Testimonial>
          <blockquote>“{printShipCustomer.quote}”</blockquote>
          <figcaption>
            {printShipCustomer.contact.name}, {customerByline(printShipCustomer)} · {customerPlace(printShipCustomer)}.{' '}
            <Link to={pagePaths.testimonials}>Read more testimonials</Link>
          </figcaption>
        </Testimonial>
      </Section>
      <InstallerDirectory />
      <CtaBand
        title="Ready to print?"
        text="Send us your vehicle and your artwork, and get a proof and a price within one business day."
        primary={{ label: 'Request a Quote', to: pagePaths.contact }}
      />
    </>
  );
}
