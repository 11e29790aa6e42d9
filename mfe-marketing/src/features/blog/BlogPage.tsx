import styled from 'styled-components';

import { pagePaths, pathTo } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { CardGrid } from 'shared-contracts/ui/cards';
import { Chips } from 'shared-contracts/ui/Chips';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { Container } from 'shared-contracts/ui/layout';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { Section } from 'shared-contracts/ui/Section';

import { useContentPageMeta } from '../../components/use-content-page-meta';
import { blogCategories, blogPosts } from './blog-posts';
import { NewsletterForm } from './NewsletterForm';
import { PostCard } from './PostCard';

export function CategoryChips({ current }: { current?: string }) {
  return (
    <nav aria-label="Blog categories">
      <CategoryList $size="small">
        {blogCategories.map((category) => (
          <li key={category.slug}>
            <Link
              to={pathTo(pagePaths.blogCategory, category.slug)}
              aria-current={current === category.slug ? 'page' : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </CategoryList>
    </nav>
  );
}

export function BlogPage() {
  const [featured, ...rest] = blogPosts;
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'Blog', url: pagePaths.blog },
  ];
  useContentPageMeta({
    title: 'Knowledge Center: Vehicle Wrap, Coating & PPF Blog',
    description:
      'Guides from Wrap Lab Chicago installers: how long wraps last, ceramic coating vs wax, where to put PPF, fleet wrap tips and what a wrap costs.',
    path: pagePaths.blog,
    breadcrumbs,
    type: 'CollectionPage',
  });
  return (
    <>
      <PageHero
        breadcrumbs={breadcrumbs}
        eyebrow="Knowledge center"
        title="Wrap, coating and PPF know-how"
        lead="Straight answers from the installers who do the work every day in our Chicago shop."
        image="vinyl-install"
      />
      <Section title="Latest articles" id="articles">
        <CategoryChips />
        {featured && <PostCard post={featured} featured />}
        <PostGrid>
          {rest.slice(0, 5).map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </PostGrid>
      </Section>
      <NewsletterBand>
        <Container>
          <NewsletterForm />
        </Container>
      </NewsletterBand>
      <CtaBand
        title="Planning a wrap, coating or PPF?"
        text="Ask the installers who wrote these guides. Free quotes within one business day."
        secondary={{ label: 'See Our Work', to: pagePaths.gallery }}
      />
    </>
  );
}

const CategoryList = styled(Chips)`
  margin-bottom: 28px;
`;

export const PostGrid = styled(CardGrid)`
  margin-top: 24px;
`;

const NewsletterBand = styled.div`
  padding: 0 0 72px;
`;
