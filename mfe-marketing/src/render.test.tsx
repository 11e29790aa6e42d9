// @vitest-environment node
import { serviceSlugs } from 'shared-contracts/business/services';
import { headingTexts, renderOnServer, slotProblems } from 'shared-contracts/testing/server-render';

import { blogCategories, blogPosts } from './features/blog/blog-posts';
import { allCaseStudies } from './features/case-studies/case-studies';
import { paths, render } from './render';

const siteOrigin = 'https://www.wraplabchicago.test';

const renderAt = (url: string) => renderOnServer(render, url, siteOrigin);

describe('the marketing server render', () => {
  it('draws a service page with its heading, in the marketing boundary, and declares its metadata', async () => {
    const { html, meta, styles } = await renderAt('/services/vehicle-wraps');
    expect(slotProblems(html, 'marketing')).toEqual([]);
    expect(headingTexts(html)).toEqual(['Vehicle Wraps']);
    expect(meta?.title).toBe('Vehicle Wraps in Chicago | Wrap Lab Chicago');
    expect(meta?.canonical).toBe('/services/vehicle-wraps');
    expect(styles).toContain('data-styled');
  });

  it('lists every service, blog post, blog category and case study page', () => {
    const all = paths();
    for (const slug of serviceSlugs) expect(all).toContain(`/services/${slug}`);
    for (const post of blogPosts) expect(all).toContain(`/blog/${encodeURIComponent(post.id)}`);
    for (const category of blogCategories) expect(all).toContain(`/blog/category/${encodeURIComponent(category.slug)}`);
    for (const study of allCaseStudies) expect(all).toContain(`/case-studies/${encodeURIComponent(study.slug)}`);
    expect(all).toContain('/');
    expect(all).toContain('/services');
    expect(all.some((path) => path.includes(':'))).toBe(false);
    expect(new Set(all).size).toBe(all.length);
  });
});
