import styled from 'styled-components';

import { pagePaths, pathTo } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { ResponsiveImage } from 'shared-contracts/ui/ResponsiveImage';

import { categoryName, longDate, type BlogPost } from './blog-posts';

export function PostCard({ post, featured = false }: { post: BlogPost; featured?: boolean }) {
  const Heading = featured ? 'h2' : 'h3';
  return (
    <Article $featured={featured}>
      <ResponsiveImage
        id={post.image}
        sizes={featured ? '(min-width: 1024px) 60vw, 100vw' : '(min-width: 1024px) 33vw, 100vw'}
        alt=""
        priority={featured}
      />
      <div className="body">
        <span className="category">{categoryName(post.category)}</span>
        <Heading>
          <Link to={pathTo(pagePaths.blogPost, post.id)}>{post.title}</Link>
        </Heading>
        <p>{post.excerpt}</p>
        <p className="meta">
          {post.author} · <time dateTime={post.date}>{longDate(post.date)}</time> · {post.readTime}
        </p>
      </div>
    </Article>
  );
}

const Article = styled.article<{ $featured: boolean }>`
  display: grid;
  gap: 0;
  background: var(--color-surface);
  border: 1px solid var(--color-line);
  border-radius: var(--radius-md);
  overflow: hidden;
  box-shadow: var(--shadow-card);
  height: 100%;
  grid-template-rows: auto 1fr;
  @media (min-width: 1024px) {
    grid-template-columns: ${({ $featured }) => ($featured ? '3fr 2fr' : '1fr')};
    grid-template-rows: ${({ $featured }) => ($featured ? '1fr' : 'auto 1fr')};
  }
  /* Every card's picture has the same shape, so a row's cards line up whatever their text. */
  img {
    display: block;
    width: 100%;
    height: auto;
    object-fit: cover;
    aspect-ratio: 16 / 10;
  }
  @media (min-width: 1024px) {
    img {
      height: ${({ $featured }) => ($featured ? '100%' : 'auto')};
    }
  }
  .body {
    padding: 22px;
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  .category {
    color: var(--color-brand-dark);
    font-weight: 800;
    font-size: 0.8rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  h2,
  h3 {
    margin: 0;
    font-size: ${({ $featured }) => ($featured ? '1.9rem' : '1.2rem')};
    line-height: 1.25;
  }
  h2 a,
  h3 a {
    color: var(--color-ink);
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    margin: 0;
    color: var(--color-ink-soft);
    line-height: 1.6;
  }
  .meta {
    color: var(--color-muted);
    font-size: 0.9rem;
    margin-top: auto;
  }
`;
