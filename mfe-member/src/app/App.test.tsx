import { screen } from '@testing-library/react';

import { missingPages } from 'shared-contracts/remote/OwnedRoutes';

import { renderMemberApp } from '../test-utils';
import { pages } from './pages';

describe('member routes', () => {
  it('has a page for every route the ownership table gives it', () => {
    expect(missingPages('member', pages)).toEqual([]);
  });

  it('renders nothing for a path another remote owns', () => {
    renderMemberApp('/gallery');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
