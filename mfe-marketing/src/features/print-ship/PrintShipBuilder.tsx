import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { PrimaryButton } from 'shared-contracts/ui/layout';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Section } from 'shared-contracts/ui/Section';

import { builderSteps, printShipFacts } from './print-ship-content';
import { Builder, Steps, Summary } from './PrintShipBuilder.styles';

/** How a wrap is ordered: the five steps beside the printer's picture and the order's facts. */
export function PrintShipBuilder() {
  return (
    <Section
      title="Build your wrap"
      id="print-ship"
      lead="From your logo to a boxed, install-ready wrap in five steps."
    >
      <Builder>
        <Steps>
          {builderSteps.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </Steps>
        <Summary>
          <ResponsiveImage
            id="large-format-printer"
            sizes="(min-width: 1024px) 560px, 100vw"
            alt="Our large-format printer producing a vehicle wrap"
          />
          <div>
            <dl>
              <dt>Production</dt>
              <dd>{printShipFacts.production}</dd>
              <dt>Shipping</dt>
              <dd>{printShipFacts.shipping}, anywhere in the United States</dd>
              <dt>Typical price</dt>
              <dd>Commercial wraps typically {printShipFacts.commercialRange}</dd>
            </dl>
            <PrimaryButton as={Link} to={pagePaths.contact}>
              Get a Print & Ship Quote
            </PrimaryButton>
          </div>
        </Summary>
      </Builder>
    </Section>
  );
}
