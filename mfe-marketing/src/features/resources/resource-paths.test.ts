import { describe, expect, it } from 'vitest';

import { resourceArticles } from './resource-pages';
import { resourceArticlePaths } from './resource-paths';

describe('resource article paths', () => {
  it('are exactly the paths and other readings of the articles', () => {
    const served = resourceArticles.flatMap((article) => [article.path, ...(article.alsoAt ? [article.alsoAt] : [])]);
    expect([...resourceArticlePaths].sort()).toEqual(served.sort());
  });
});
