import { pagePaths, pathTo } from 'shared-contracts/routes/route-table';
import { useParams } from 'shared-contracts/routing/router';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { PageHero } from 'shared-contracts/ui/PageHero';
import { Section } from 'shared-contracts/ui/Section';

import { ContentNotFound } from '../../components/ContentNotFound';
import { useContentPageMeta } from '../../components/use-content-page-meta';
import { blogCategories, blogPosts } from './blog-posts';
import { CategoryChips, PostGrid } from './BlogPage';
import { PostCard } from './PostCard';

export function BlogCategoryPage() {
  const { category: slug = '' } = useParams();
  const category = blogCategories.find((c) => c.slug === slug);
  if (!category) {
    return (
      <ContentNotFound
        title="Category not found"
        text="We couldn't find that blog category. Pick one of our topics on the blog."
        back={{ to: pagePaths.blog, label: 'Back to the Blog' }}
      />
    );
  }
  return <Category slug={category.slug} name={category.name} description={category.description} />;
}

function Category({ slug, name, description }: { slug: string; name: string; description: string }) {
  const path = pathTo(pagePaths.blogCategory, slug);
  const posts = blogPosts.filter((post) => post.category === slug);
  const breadcrumbs = [
    { name: 'Home', url: pagePaths.home },
    { name: 'Blog', url: pagePaths.blog },
    { name, url: path },
  ];
  useContentPageMeta({
    title: `${name} Articles`,
    description: `${description} Articles from the Wrap Lab Chicago knowledge center.`,
    path,
    breadcrumbs,
    type: 'CollectionPage',
  });
  return (
    <>
      <PageHero
        eyebrow="Knowledge center"
        title={name}
        lead={description}
        image="vinyl-install"
        breadcrumbs={breadcrumbs}
      />
      <Section title={`${posts.length} ${posts.length === 1 ? 'article' : 'articles'}`}>
        <CategoryChips current={slug} />
        <PostGrid>
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </PostGrid>
      </Section>
      <CtaBand
        title="Planning a wrap, coating or PPF?"
        text="Ask the installers who wrote these guides. Free quotes within one business day."
        secondary={{ label: 'See Our Work', to: pagePaths.gallery }}
      />
    </>
  );
}
