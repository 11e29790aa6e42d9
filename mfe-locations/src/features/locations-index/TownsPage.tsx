import { usePageMeta } from 'shared-contracts/remote/use-page-meta';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Container } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Band } from 'shared-contracts/ui/Section';

import { townLookup } from '../../towns/town-lookup';
import { DontSeeYourTown } from './DontSeeYourTown';
import { GroupedTowns } from './GroupedTowns';

const description =
  'Every town Wrap Lab Chicago serves in Illinois, Indiana, Michigan and Wisconsin, and the cities it works with in Iowa, Missouri and Ohio, with population and distance from our Chicago shop.';

const breadcrumbs = [
  { name: 'Home', url: pagePaths.home },
  { name: 'Locations', url: pagePaths.locations },
  { name: 'Towns We Serve', url: pagePaths.towns },
];

/** The grouped view of the index: every town by state, then by name. */
export function TownsPage() {
  const towns = townLookup.allTowns();
  usePageMeta({
    title: 'Towns We Serve | Wrap Lab Chicago',
    description,
    canonical: pagePaths.towns,
    pageType: 'CollectionPage',
    breadcrumbs,
  });

  return (
    <>
      <PageHero
        background={
          <ResponsiveImage id="racing-stripe-suv" priority alt="" sizes="100vw" className="hero-background" />
        }
        eyebrow="Illinois · Indiana · Michigan · Wisconsin"
        title="Towns We Serve"
        breadcrumbs={breadcrumbs}
        lead={
          <p>
            Every town on our map, grouped by state: the towns of our four service states, and the Iowa, Missouri and
            Ohio cities we serve by Print &amp; Ship. Distances are straight-line miles from our shop in Chicago.
          </p>
        }
      />
      <Band aria-label="All towns by state">
        <Container>
          <GroupedTowns towns={towns} />
          <DontSeeYourTown />
        </Container>
      </Band>
    </>
  );
}
