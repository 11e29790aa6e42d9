import styled from 'styled-components';

import { SiteLink } from 'shared-contracts/ui/SiteLink';

import type { MegaMenu } from '../navigation';
import { HEADER_POPOVER_ATTRIBUTE } from './header-popovers';

export function MegaMenuPanel({
  id,
  menu,
  pathname,
  onNavigate,
}: {
  id: string;
  menu: MegaMenu;
  pathname: string;
  onNavigate: () => void;
}) {
  return (
    <Panel
      id={id}
      popover="auto"
      role="region"
      aria-label={`${menu.label} menu`}
      $columns={menu.columns.length}
      {...{ [HEADER_POPOVER_ATTRIBUTE]: '' }}
    >
      {menu.columns.map((column) => (
        <Column key={column.heading}>
          <h3>{column.heading}</h3>
          <ul>
            {column.links.map((link) => (
              <li key={link.href}>
                <SiteLink
                  href={link.href}
                  onClick={onNavigate}
                  aria-current={link.href === pathname ? 'page' : undefined}
                >
                  {link.label}
                  {link.note && <small>{link.note}</small>}
                </SiteLink>
              </li>
            ))}
          </ul>
        </Column>
      ))}
      <Cta href={menu.cta.href} onClick={onNavigate}>
        {menu.cta.label} →
      </Cta>
    </Panel>
  );
}

/** A popover centered under the whole menu (its anchor), so the right-hand ones stay on screen. */
const Panel = styled.div<{ $columns: number }>`
  position: fixed;
  position-anchor: --main-nav;
  inset: auto;
  top: anchor(bottom, 72px);
  left: anchor(center, 50vw);
  transform: translateX(-50%);
  margin: 0;
  border: 0;
  max-width: 92vw;
  padding: 24px 28px;
  background: var(--color-surface);
  color: var(--color-ink);
  border-radius: var(--radius-md);
  box-shadow: 0 24px 48px rgb(2 6 23 / 35%);
  &:popover-open {
    display: grid;
  }
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(200px, 250px));
  gap: 8px 28px;
  z-index: 60;
`;

const Column = styled.div`
  h3 {
    margin: 0 0 8px;
    font-size: 0.75rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--color-muted);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 8px 10px;
    margin: 0 -10px;
    border-radius: var(--radius-sm);
    color: var(--color-ink);
    text-decoration: none;
    font-weight: 600;
  }
  a:hover,
  a:focus-visible {
    background: var(--color-surface-alt);
    color: var(--color-brand-dark);
  }
  a[aria-current='page'] {
    background: var(--color-surface-alt);
    color: var(--color-brand-dark);
    box-shadow: inset 3px 0 0 var(--color-brand);
  }
  small {
    display: block;
    font-weight: 400;
    color: var(--color-muted);
    font-size: 0.82rem;
  }
`;

const Cta = styled(SiteLink)`
  grid-column: 1 / -1;
  justify-self: start;
  margin-top: 8px;
  font-weight: 700;
  color: var(--color-brand-dark);
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
