import { serviceSlugs } from 'shared-contracts/business/services';
import { createRemoteRender } from 'shared-contracts/remote/create-remote-render';
import { concretePaths } from 'shared-contracts/routes/route-table';

import { marketingRemote } from './app/remote';
import { blogCategories, blogPosts } from './features/blog/blog-posts';
import { allCaseStudies } from './features/case-studies/case-studies';
import { templateCategories } from './features/templates/template-categories';

export const render = createRemoteRender(marketingRemote);

export const paths = () =>
  concretePaths('marketing', {
    '/services/:serviceSlug': serviceSlugs,
    '/blog/:postId': blogPosts.map((post) => post.id),
    '/blog/category/:category': blogCategories.map((category) => category.slug),
    '/case-studies/:slug': allCaseStudies.map((study) => study.slug),
    '/templates/:category': templateCategories.map((category) => category.slug),
  });
