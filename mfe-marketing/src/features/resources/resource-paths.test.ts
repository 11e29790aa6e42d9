import { describe, expect, it } from 'vitest';

import { findRoute } from 'shared-contracts/routes/route-table';

import { resourceArticleAt, resourceArticles } from './resource-pages';
import { resourceArticlePaths } from './resource-paths';

describe('resource article paths', () => {
  it('each path the route map sends to the article template is a marketing page with an article to show', () => {
    for (const path of resourceArticlePaths) {
      expect(findRoute(path)?.owner, path).toBe('marketing');
      expect(resourceArticleAt(path), path).toBeDefined();
    }
  });

  it('every article is reachable at each of its readings, and shows itself there', () => {
    for (const article of resourceArticles) {
      for (const path of [article.path, ...(article.alsoAt ? [article.alsoAt] : [])]) {
        expect(resourceArticlePaths, path).toContain(path);
        expect(resourceArticleAt(path)?.title).toBe(article.title);
      }
    }
  });

  it('shows nothing at a path that is not an article', () => {
    expect(resourceArticleAt('/resources')).toBeUndefined();
  });
});
