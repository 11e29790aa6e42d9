import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { useSiteOrigin } from 'shared-contracts/remote/site-context';
import { pagePaths, pathTo } from 'shared-contracts/routes/route-table';
import { Link, useParams } from 'shared-contracts/routing/router';
import { absoluteUrl } from 'shared-contracts/seo/absolute-url';
import { CtaBand } from 'shared-contracts/ui/CtaBand';
import { Container } from 'shared-contracts/ui/layout';
import { measure } from 'shared-contracts/ui/measure';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';
import { Prose } from 'shared-contracts/ui/text';

import { ContentNotFound } from '../../components/ContentNotFound';
import { useContentPageMeta } from '../../components/use-content-page-meta';
import { blogPosts, categoryName, longDate, type BlogPost } from './blog-posts';
import { PostGrid } from './BlogPage';
import { PostCard } from './PostCard';

export function BlogArticlePage() {
  const { postId = '' } = useParams();
  const post = blogPosts.find((p) => p.id === postId);
  if (!post) {
    return (
      <ContentNotFound
        title="Article not found"
        text="We couldn't find that article. It may have moved; the knowledge center lists every article."
        back={{ to: pagePaths.blog, label: 'Back to the Blog' }}
      />
    );
  }
  return <ArticleBody post={post} />;
}

function ArticleBody({ post }: { post: BlogPost }) {
  const origin = useSiteOrigin();
  const path = pathTo(pagePaths.blogPost, post.id);
  useContentPageMeta({
    title: post.title,
    description: post.excerpt,
    path,
    breadcrumbs: [
      { name: 'Home', url: pagePaths.home },
      { name: 'Blog', url: pagePaths.blog },
      { name: post.title, url: path },
    ],
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        datePublished: post.date,
        author: { '@type': 'Person', name: post.author },
        publisher: { '@type': 'Organization', name: business.name },
        image: absoluteUrl(origin, `/media/${post.image}-1280.webp`),
        mainEntityOfPage: absoluteUrl(origin, path),
      },
    ],
  });
  const related = blogPosts
    .filter((p) => p.id !== post.id && p.category === post.category)
    .concat(blogPosts.filter((p) => p.id !== post.id && p.category !== post.category))
    .slice(0, 3);

  return (
    <Article>
      <Container>
        <header>
          <Link className="category" to={pathTo(pagePaths.blogCategory, post.category)}>
            {categoryName(post.category)}
          </Link>
          <h1>{post.title}</h1>
          <p className="meta">
            By {post.author} · <time dateTime={post.date}>{longDate(post.date)}</time> · {post.readTime}
          </p>
        </header>
        <ResponsiveImage className="cover" id={post.image} priority sizes="(min-width: 1024px) 960px, 100vw" />
        <Prose>
          {post.body.map((section, index) => (
            <div key={section.heading ?? index}>
              {section.heading && <h2>{section.heading}</h2>}
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          ))}
          <p>
            Questions about your own vehicle? <Link to={pagePaths.contact}>Ask for a free quote</Link> or call{' '}
            <a href={business.phone.href}>{business.phone.display}</a>.
          </p>
        </Prose>
        <More aria-labelledby="more-articles">
          <h2 id="more-articles">More from the knowledge center</h2>
          <PostGrid>
            {related.map((p) => (
              <li key={p.id}>
                <PostCard post={p} />
              </li>
            ))}
          </PostGrid>
        </More>
      </Container>
      <CtaBand
        title="Planning a wrap, coating or PPF?"
        text="Ask the installers who wrote this guide. Free quotes within one business day."
        secondary={{ label: 'See Our Work', to: pagePaths.gallery }}
      />
    </Article>
  );
}

/* The call-to-action band closes the page and meets the footer: no padding below it. */
const Article = styled.article`
  padding: 40px 0 0;
  header {
    max-width: ${measure(72)};
    margin-bottom: 24px;
  }
  .category {
    color: var(--color-brand-dark);
    font-weight: 800;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    font-size: 0.85rem;
    text-decoration: none;
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
  h1 {
    font-family: var(--font-display);
    font-size: clamp(2rem, 4.5vw, 3rem);
    line-height: 1.1;
    margin: 8px 0 12px;
  }
  .meta {
    color: var(--color-muted);
  }
  .cover {
    width: 100%;
    max-width: 960px;
    height: auto;
    border-radius: var(--radius-lg);
    margin-bottom: 16px;
  }
`;

const More = styled.section`
  padding: 48px 0 64px;
  h2 {
    font-family: var(--font-display);
    font-size: 1.8rem;
    margin: 0;
  }
`;
