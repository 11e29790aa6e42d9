import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { Card, CardGrid } from 'shared-contracts/ui/cards';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { Section } from 'shared-contracts/ui/Section';

import { useContentPageMeta } from '../../components/use-content-page-meta';
import { careGuide } from './care-guide';
import { construction, foodBeverage, realEstate } from './industry-articles';
import { ceramicCoatingFaq, installationProcess, paymentOptions, templateLibrary } from './support-articles';

const groups = [
  {
    title: 'Guides and support',
    items: [
      {
        to: pagePaths.trainingClasses,
        label: 'Training Classes',
        text: 'Hands-on wrap courses in our Chicago shop, from one to five days.',
      },
      ...[installationProcess, paymentOptions, careGuide, ceramicCoatingFaq, templateLibrary].map((a) => ({
        to: a.alsoAt ?? a.path,
        label: a.title,
        text: a.lead,
      })),
      { to: pagePaths.blog, label: 'Blog', text: 'Articles on wraps, coatings, PPF and fleet graphics.' },
      {
        to: pagePaths.warrantyInformation,
        label: 'Warranty Information',
        text: 'What our warranties cover and how to file a claim.',
      },
    ],
  },
  {
    title: 'Industries',
    items: [construction, foodBeverage, realEstate].map((a) => ({ to: a.path, label: a.title, text: a.lead })),
  },
];

export function ResourcesIndexPage() {
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'Resources', url: pagePaths.resources },
  ];
  useContentPageMeta({
    title: 'Resources',
    description:
      'Wrap Lab Chicago resources: training classes, installation process, payment options, care guide, ceramic coating FAQ, templates and industry guides.',
    path: pagePaths.resources,
    breadcrumbs,
    type: 'CollectionPage',
  });
  return (
    <>
      <PageHero
        breadcrumbs={breadcrumbs}
        eyebrow="Resources"
        title="Guides, training and support"
        lead="Everything you need to plan, buy and care for a wrap, coating or protection film."
        image="vinyl-install-orange"
      />
      {groups.map((group, index) => (
        <Section key={group.title} title={group.title} tone={index % 2 ? 'alt' : 'plain'}>
          <CardGrid>
            {group.items.map((item) => (
              <Card key={item.to}>
                <h3>
                  <Link to={item.to}>{item.label}</Link>
                </h3>
                <p>{item.text}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
      ))}
      <CtaBand
        title="Still have a question?"
        text="Call the shop or send a message, and a wrap specialist answers within one business day."
        secondary={{ label: 'Read the Blog', to: pagePaths.blog }}
      />
    </>
  );
}
