import { business } from 'shared-contracts/business/business';
import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { localBusiness, organization, website } from 'shared-contracts/seo/json-ld';
import { townLookupModule, type TownLookup } from 'shared-contracts/towns/town-lookup';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { ButtonRow, Container, GhostButton, PrimaryButton, SecondaryButton } from 'shared-contracts/ui/layout';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Band } from 'shared-contracts/ui/Section';
import { SectionTitle } from 'shared-contracts/ui/SectionTitle';
import { StatList } from 'shared-contracts/ui/StatList';
import { Eyebrow, Lead } from 'shared-contracts/ui/text';

import { BeforeAfterBand } from '../../components/BeforeAfterBand';
import { Reveal } from '../../components/Reveal';
import { ServiceCard } from '../../components/ServiceCard';
import { homeBeforeAfterPairs } from '../../content/before-after';
import { allServices } from '../../content/services/services-content';
import { featuredTestimonials } from '../../content/testimonials';
import {
  HOME_KEYWORD_TOWNS,
  homeBaseKeywords,
  homeTown,
  nationwideFeatures,
  processSteps,
  trustStats,
} from './home-content';
import { HomeHero } from './HomeHero';
import { Nationwide, Quotes, ServiceRow, Steps } from './HomePage.styles';
import { ServiceAreas } from './ServiceAreas';
import { useRemoteModule } from './use-remote-module';

const description = `${business.name}: vehicle wraps, commercial fleet wraps, color change wraps, paint protection film and ceramic coatings in ${homeTown}. Rated ${business.rating.value}/5. Free quotes and nationwide Print & Ship.`;

function useHomeMeta(townNames: readonly string[]) {
  const origin = useSiteOrigin();
  usePageMeta({
    title: `Vehicle Wraps ${homeTown} | Fleet Wraps, PPF & Ceramic Coatings | ${business.name}`,
    description,
    canonical: pagePaths.home,
    keywords: [...homeBaseKeywords, ...townNames.slice(0, HOME_KEYWORD_TOWNS).map((town) => `vehicle wraps ${town}`)],
    structuredData: [
      localBusiness({
        origin,
        reviews: featuredTestimonials.map((t) => ({ author: t.author, body: t.quote, rating: t.rating })),
      }),
      organization(origin),
      website(origin),
    ],
  });
}

/** `/`: the home page. */
export function HomePage() {
  const lookup = useRemoteModule<TownLookup>(townLookupModule).module;
  useHomeMeta(lookup?.allTowns().map((town) => town.name) ?? []);
  return (
    <>
      <HomeHero />

      <Band $tone="alt" aria-label="Why Wrap Lab Chicago">
        <Container>
          <StatList stats={trustStats} />
        </Container>
      </Band>

      <Band aria-labelledby="home-services">
        <Container>
          <Eyebrow>What we do</Eyebrow>
          <SectionTitle id="home-services">Wraps, graphics &amp; paint protection</SectionTitle>
          <Lead>
            From a single door logo to a hundred-van fleet, from a satin black color change to self-healing film and
            ceramic coating, every job is designed, printed and installed by our own team.
          </Lead>
          <Reveal>
            <ServiceRow $columns={4}>
              {allServices.map((service) => (
                <ServiceCard key={service.slug} service={service} />
              ))}
            </ServiceRow>
          </Reveal>
        </Container>
      </Band>

      <Band $tone="alt" aria-labelledby="home-process">
        <Container>
          <SectionTitle id="home-process">From idea to installed in four steps</SectionTitle>
          <Lead>
            A full wrap takes 3-5 business days in the shop; partial wraps 1-2 days; ceramic coatings 2-3 days.
          </Lead>
          <Reveal>
            <Steps>
              {processSteps.map((step) => (
                <li key={step.title}>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </Steps>
          </Reveal>
        </Container>
      </Band>

      <BeforeAfterBand id="home-before-after" title="See the difference" pairs={homeBeforeAfterPairs()} />

      <Band $tone="night" aria-labelledby="home-nationwide">
        <Container>
          <Nationwide>
            <div>
              <Eyebrow $light>Nationwide service</Eyebrow>
              <SectionTitle id="home-nationwide" light>
                Not in Chicago? We print &amp; ship anywhere in the US
              </SectionTitle>
              <p>
                The same designers, printers and films we use in our own shop, delivered to your door or your local
                installer.
              </p>
              <ul>
                {nationwideFeatures.map((feature) => (
                  <li key={feature.title}>
                    <strong>{feature.title}.</strong> {feature.text}
                  </li>
                ))}
              </ul>
              <ButtonRow>
                <PrimaryButton as={Link} to={pagePaths.printShip}>
                  Explore Print &amp; Ship
                </PrimaryButton>
                <GhostButton as={Link} to={pagePaths.contact}>
                  Ask About Shipping
                </GhostButton>
              </ButtonRow>
            </div>
            <Reveal>
              <ResponsiveImage id="print-ship-box" sizes="(min-width: 1024px) 560px, 100vw" />
            </Reveal>
          </Nationwide>
        </Container>
      </Band>

      <Band aria-labelledby="home-reviews">
        <Container>
          <SectionTitle id="home-reviews">What our customers say</SectionTitle>
          <Quotes tabIndex={0} aria-label="Customer reviews">
            {featuredTestimonials.map((t) => (
              <li key={t.initials}>
                <span aria-hidden="true">★★★★★</span>
                <blockquote>“{t.quote}”</blockquote>
                <p>
                  {t.initials}, {t.role}
                </p>
              </li>
            ))}
          </Quotes>
          <ButtonRow>
            <SecondaryButton as={Link} to={pagePaths.testimonials}>
              Read More Reviews
            </SecondaryButton>
            <SecondaryButton as={Link} to={pagePaths.warrantyInformation}>
              Our Warranty
            </SecondaryButton>
          </ButtonRow>
        </Container>
      </Band>

      <ServiceAreas />

      <CtaBand
        title={`Get your free ${homeTown} quote`}
        text="Tell us about your vehicle or fleet. We reply with a written quote, usually within one business day."
        primary={{ label: 'Request a Quote', to: pagePaths.contact }}
        secondary={{ label: 'Find a Location Near You', to: pagePaths.locations }}
      />
    </>
  );
}
