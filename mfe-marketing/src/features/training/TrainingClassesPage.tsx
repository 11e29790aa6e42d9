import styled from 'styled-components';

import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { faqPage } from 'shared-contracts/seo/json-ld';
import { Accordion } from 'shared-contracts/ui/Accordion';
import { Card, CardGrid } from 'shared-contracts/ui/cards';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { GhostButton, PrimaryButton, SecondaryButton } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { Price } from 'shared-contracts/ui/Price';
import { Rating } from 'shared-contracts/ui/Rating';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Section } from 'shared-contracts/ui/Section';
import { TextCards } from 'shared-contracts/ui/TextCards';
import { media } from 'shared-contracts/ui/theme';

import { useContentPageMeta } from '../../components/use-content-page-meta';
import { courseJsonLd } from './course-json-ld';
import {
  CLASSES_SINCE_DATE,
  instructors,
  MAX_STUDENTS,
  NEXT_CLASS_TEXT,
  studentTestimonials,
  trainingBenefits,
  trainingCourses,
  trainingFaqs,
} from './training-content';

const path = pagePaths.trainingClasses;
const breadcrumbs = [
  { name: 'Home', url: pagePaths.home },
  { name: 'Resources', url: pagePaths.resources },
  { name: 'Training Classes', url: path },
];
const enrol = `${pagePaths.contact}?subject=Training%20Enrollment`;

export function TrainingClassesPage() {
  const origin = useSiteOrigin();
  useContentPageMeta({
    title: 'Vehicle Wrap Training Classes in Chicago',
    description: `Hands-on vehicle wrap training in Chicago: 1-day basics, 3-day intermediate and 5-day master classes with at most ${MAX_STUDENTS} students per class.`,
    path,
    breadcrumbs,
    keywords: ['vehicle wrap training', 'wrap installer course Chicago', 'vinyl wrap class', 'PPF training'],
    structuredData: [...trainingCourses.map((course) => courseJsonLd(origin, course)), faqPage(trainingFaqs)],
  });

  return (
    <>
      <PageHero
        eyebrow="Installer training"
        title="Learn to wrap from working installers"
        lead="Small hands-on classes in our Chicago shop, on real vehicles with professional film. Start from zero or sharpen the skills you already sell."
        image="vinyl-install-orange"
        breadcrumbs={breadcrumbs}
        actions={
          <>
            <PrimaryButton as={Link} to={enrol}>
              Enroll Now
            </PrimaryButton>
            <GhostButton as="a" href="#courses">
              See the courses
            </GhostButton>
          </>
        }
      />
      <Strip>
        <dl>
          <div>
            <dt>Next class:</dt>
            <dd>
              {NEXT_CLASS_TEXT}:{' '}
              <Link to={`${pagePaths.contact}?subject=Training%20class%20dates`}>ask for the next date</Link>
            </dd>
          </div>
          <div>
            <dt>Classes since:</dt>
            <dd>{CLASSES_SINCE_DATE}</dd>
          </div>
          <div>
            <dt>Class size:</dt>
            <dd>Maximum {MAX_STUDENTS} students</dd>
          </div>
        </dl>
      </Strip>
      <Section title="Courses" lead="Prices are per student and include film, tools and lunch." id="courses">
        <CardGrid>
          {trainingCourses.map((course) => (
            <CourseCard key={course.title} $highlighted={course.highlighted}>
              {course.highlighted && <Popular>Most popular</Popular>}
              <h3>{course.title}</h3>
              <Price className="price" amount={course.price} note="per student" />
              <p>{course.description}</p>
              <ul>
                {course.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <p className="best-for">
                <strong>Best for:</strong> {course.bestFor}
              </p>
              {course.highlighted ? (
                <PrimaryButton as={Link} to={pagePaths.contact}>
                  {course.buttonText}
                </PrimaryButton>
              ) : (
                <SecondaryButton as={Link} to={pagePaths.contact}>
                  {course.buttonText}
                </SecondaryButton>
              )}
            </CourseCard>
          ))}
        </CardGrid>
      </Section>
      <Section title="Why train with us" tone="alt">
        <TextCards items={trainingBenefits} columns={4} />
      </Section>
      <Section title="Your instructors">
        <CardGrid $columns={2}>
          {instructors.map((person) => (
            <Person key={person.name}>
              <ResponsiveImage id={person.image} sizes="120px" alt="" />
              <div>
                <h3>{person.name}</h3>
                <p className="role">{person.title}</p>
                <p>
                  {person.experience}. {person.bio}
                </p>
              </div>
            </Person>
          ))}
        </CardGrid>
      </Section>
      <Section title="What students say" tone="alt">
        <CardGrid>
          {studentTestimonials.map((student) => (
            <Quote key={student.name}>
              <Rating stars={student.rating} />
              <blockquote>“{student.testimonial}”</blockquote>
              <footer>
                <strong>{student.name}</strong>, {student.business}
              </footer>
            </Quote>
          ))}
        </CardGrid>
      </Section>
      <Section title="Training questions">
        <Accordion
          items={trainingFaqs.map((faq) => ({ title: faq.question, content: <p>{faq.answer}</p> }))}
          initiallyOpen={0}
        />
      </Section>
      <CtaBand
        title="Save your seat"
        text={`Classes fill quickly with only ${MAX_STUDENTS} seats. Tell us which course you want and we will confirm your date.`}
        primary={{ label: 'Enroll in a Class', to: enrol }}
      />
    </>
  );
}

const Strip = styled.div`
  background: var(--color-brand);
  color: var(--color-brand-ink);
  dl {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 12px 48px;
    margin: 0;
    padding: 18px 20px;
  }
  div {
    display: flex;
    gap: 8px;
    align-items: baseline;
  }
  dt {
    font-weight: 600;
    white-space: nowrap;
  }
  dd {
    margin: 0;
    font-weight: 800;
    font-size: 1.1rem;
  }
  dd a {
    color: inherit;
  }
`;

const CourseCard = styled(Card)<{ $highlighted: boolean }>`
  border: 2px solid ${({ $highlighted }) => ($highlighted ? 'var(--color-brand)' : 'var(--color-line)')};
  position: relative;
  /* The badge sits across the top edge; the card has no picture to clip. */
  overflow: visible;
  .price strong {
    font-size: 2rem;
    font-weight: 800;
  }
  .price .price-note {
    font-size: 0.9rem;
  }
  .best-for {
    font-size: 0.95rem;
  }
  a {
    margin-top: auto;
  }
`;

const Popular = styled.span`
  position: absolute;
  top: 0;
  left: 22px;
  transform: translateY(-50%);
  background: var(--color-brand);
  color: var(--color-brand-ink);
  font-weight: 800;
  font-size: 0.8rem;
  line-height: 1.2;
  padding: 5px 12px;
  border-radius: 999px;
  white-space: nowrap;
`;

/** An instructor: a round portrait beside the name, above it on phones. */
const Person = styled(Card)`
  align-items: flex-start;
  gap: 14px;
  && > picture:first-child {
    flex: none;
    margin: 0;
  }
  && > picture:first-child img {
    width: 88px;
    height: 88px;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: 50%;
  }
  ${media.md} {
    flex-direction: row;
    gap: 20px;
    && > picture:first-child img {
      width: 112px;
      height: 112px;
    }
  }
  > div {
    min-width: 0;
  }
  .role {
    color: var(--color-brand-dark);
    font-weight: 700;
    margin-bottom: 8px;
  }
`;

const Quote = styled(Card)`
  blockquote {
    margin: 0;
    font-size: 1.05rem;
    line-height: 1.6;
    color: var(--color-ink);
  }
  footer {
    color: var(--color-muted);
  }
`;
