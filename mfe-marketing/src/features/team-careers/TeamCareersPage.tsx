import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { isPhotograph } from 'shared-contracts/media/catalog';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { Card, CardGrid } from 'shared-contracts/ui/cards';
import { PrimaryButton, SecondaryButton } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Section } from 'shared-contracts/ui/Section';

import { useContentPageMeta } from '../../components/use-content-page-meta';
import {
  applicationSteps,
  jobOpenings,
  relatedLinks,
  teamMembers,
  type TeamCareersVariant,
} from './team-careers-content';

const copy = {
  team: {
    path: pagePaths.aboutOurTeam,
    title: 'Meet the Team',
    lead: `The installers, designers and planners behind every Wrap Lab wrap since ${business.foundingYear}.`,
    description:
      "Meet the Wrap Lab Chicago team: certified installers, designers and fleet planners working from our shop on Chicago's Northwest Side.",
  },
  careers: {
    path: pagePaths.aboutCareers,
    title: 'Careers at Wrap Lab',
    lead: 'Join a shop that does careful work, trains its people and keeps its customers for years.',
    description:
      'Careers at Wrap Lab Chicago: openings for an experienced vehicle wrap installer, a graphic designer and an apprentice installer.',
  },
} as const;

/** One template for both pages, as the spec has it; each variant leads with its own section. */
export function TeamCareersPage({ variant }: { variant: TeamCareersVariant }) {
  const page = copy[variant];
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'About', url: pagePaths.about },
    { name: page.title, url: page.path },
  ];
  useContentPageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    breadcrumbs,
    type: 'AboutPage',
  });

  const team = (
    <Section title="Our people" key="team" tone={variant === 'team' ? 'plain' : 'alt'}>
      <CardGrid>
        {teamMembers.map((member) => (
          <Member key={member.name}>
            {/* A portrait only once it is the person's photograph; until then a monogram, not a silhouette. */}
            {isPhotograph(member.image) ? (
              <ResponsiveImage id={member.image} sizes="(min-width: 1024px) 33vw, 100vw" alt={member.name} />
            ) : (
              <span className="monogram" aria-hidden="true">
                {initials(member.name)}
              </span>
            )}
            <h3>{member.name}</h3>
            <p className="role">{member.role}</p>
            <p>{member.bio}</p>
          </Member>
        ))}
      </CardGrid>
    </Section>
  );
  const openings = (
    <Section
      title="Open positions"
      key="openings"
      tone={variant === 'careers' ? 'plain' : 'alt'}
      lead={
        <>
          Questions about a role? Call <Phone href={business.phone.href}>{business.phone.display}</Phone>.
        </>
      }
    >
      <CardGrid>
        {jobOpenings.map((job) => (
          <Job key={job.title}>
            <span className="status">{job.status}</span>
            <h3>{job.title}</h3>
            <p>{job.location}</p>
            <ul>
              {job.requirements.map((requirement) => (
                <li key={requirement}>{requirement}</li>
              ))}
            </ul>
            <div className="actions">
              <PrimaryButton type="button">Apply Now</PrimaryButton>
              <SecondaryButton type="button">Send Resume</SecondaryButton>
            </div>
          </Job>
        ))}
      </CardGrid>
    </Section>
  );
  const process = (
    <Section title="How to apply" key="process" tone="alt">
      <Steps as="ol">
        {applicationSteps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </Steps>
    </Section>
  );

  return (
    <>
      <PageHero
        eyebrow="About Wrap Lab"
        title={page.title}
        lead={page.lead}
        image={variant === 'team' ? 'shop-bay-sedan' : 'shop-bay-suv'}
        breadcrumbs={breadcrumbs}
      />
      {variant === 'team' ? [team, openings, process] : [openings, process, team]}
      <Section title="Keep exploring">
        <Related aria-label="Related pages">
          <ul>
            {relatedLinks[variant].map((link) => (
              <li key={link.to}>
                <SecondaryButton as={Link} to={link.to}>
                  {link.label}
                </SecondaryButton>
              </li>
            ))}
          </ul>
        </Related>
      </Section>
    </>
  );
}

export const TeamPage = () => <TeamCareersPage variant="team" />;
export const CareersPage = () => <TeamCareersPage variant="careers" />;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');

/** A phone number never breaks across lines. */
const Phone = styled.a`
  white-space: nowrap;
`;

const Member = styled(Card)`
  > picture img {
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
  .monogram {
    display: grid;
    place-items: center;
    width: 64px;
    height: 64px;
    border-radius: 999px;
    background: var(--color-night);
    color: var(--color-brand-on-dark);
    font-weight: 800;
    font-size: 1.3rem;
    letter-spacing: 0.04em;
  }
  .role {
    color: var(--color-brand-dark);
    font-weight: 700;
  }
`;

const Job = styled(Card)`
  .status {
    align-self: flex-start;
    padding: 3px 10px;
    border-radius: 999px;
    background: var(--color-success-tint);
    color: var(--color-success);
    font-weight: 700;
    font-size: 0.85rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    margin-top: auto;
    padding-top: 8px;
  }
`;

const Steps = styled(CardGrid)`
  counter-reset: step;
  li {
    counter-increment: step;
    background: var(--color-surface);
    border: 1px solid var(--color-line);
    border-radius: var(--radius-md);
    padding: 20px;
  }
  h3::before {
    content: counter(step) '. ';
    color: var(--color-brand);
  }
  h3 {
    margin: 0 0 6px;
  }
  p {
    margin: 0;
    color: var(--color-ink-soft);
  }
`;

const Related = styled.nav`
  ul {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    padding: 0;
    margin: 0;
  }
`;
