import type { ReactNode } from 'react';
import styled from 'styled-components';

import type { BreadcrumbItem } from 'shared-contracts/store/page-meta';

/**
 * Breadcrumb trail; the last item is the current page. `renderLink` lets a remote use its router's
 * link so following a crumb does not reload the page.
 */
export function Breadcrumbs({
  items,
  renderLink,
}: {
  items: readonly BreadcrumbItem[];
  renderLink: (item: BreadcrumbItem) => ReactNode;
}) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.url} aria-current="page">
              {item.name}
            </li>
          ) : (
            <li key={item.url}>{renderLink(item)}</li>
          ),
        )}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav`
  font-size: 0.9rem;
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 6px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
    min-height: 24px;
  }
  li + li::before {
    content: '›';
    margin-right: 6px;
    opacity: 0.7;
  }
  a {
    color: inherit;
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
  [aria-current='page'] {
    font-weight: 700;
  }
`;
