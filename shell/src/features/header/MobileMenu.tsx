import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { disclosureSummary } from 'shared-contracts/ui/disclosure';
import { CloseIcon } from 'shared-contracts/ui/icons';
import { SiteLink } from 'shared-contracts/ui/SiteLink';

import { locationsMenu, resourcesMenu, servicesMenu } from '../navigation';
import { HEADER_POPOVER_ATTRIBUTE } from './header-popovers';
import { QUOTE_HREF } from './PhoneActionBar';

export const MOBILE_MENU_ID = 'mobile-menu';

export function MobileMenu({
  member,
  pathname,
  onNavigate,
}: {
  member: { href: string; label: string };
  pathname: string;
  onNavigate: () => void;
}) {
  const link = (href: string, label: string) => (
    <li key={href}>
      <SiteLink href={href} onClick={onNavigate} aria-current={href === pathname ? 'page' : undefined}>
        {label}
      </SiteLink>
    </li>
  );
  return (
    <Panel id={MOBILE_MENU_ID} popover="auto" aria-label="Mobile" {...{ [HEADER_POPOVER_ATTRIBUTE]: '' }}>
      <Top>
        <span aria-hidden="true">Menu</span>
        <button type="button" popoverTarget={MOBILE_MENU_ID} popoverTargetAction="hide" aria-label="Close menu">
          <CloseIcon size={20} />
        </button>
      </Top>
      <Links>
        {link(pagePaths.home, 'Home')}
        {[servicesMenu, locationsMenu, resourcesMenu].map((menu) => (
          <li key={menu.id}>
            <details>
              <summary>{menu.label}</summary>
              <ul>
                {menu.columns.flatMap((column) => column.links).map((l) => link(l.href, l.label))}
                {link(menu.cta.href, menu.cta.label)}
              </ul>
            </details>
          </li>
        ))}
        {link(pagePaths.gallery, 'Gallery')}
        {link(pagePaths.printShip, 'Print & Ship')}
        {link(pagePaths.contact, 'Contact')}
        {link(member.href, member.label)}
      </Links>
      <Actions>
        <SiteLink className="quote" href={QUOTE_HREF} onClick={onNavigate}>
          Get a Free Quote
        </SiteLink>
        <a className="call" href={business.phone.href}>
          Call {business.phone.display}
        </a>
      </Actions>
    </Panel>
  );
}

/**
 * A full-height panel from the right over a dimmed page (the popover's backdrop, in the top layer, so it
 * covers the phone bar and the page's own buttons too). A tap on the dimmed strip closes it, as does
 * the panel's own close button; neither needs a script.
 */
const Panel = styled.nav`
  position: fixed;
  inset: 0 0 0 auto;
  margin: 0;
  width: min(100% - 44px, 400px);
  height: 100dvh;
  max-height: none;
  overflow-y: auto;
  padding: 0;
  border: 0;
  background: var(--color-night);
  color: var(--color-on-dark);
  box-shadow: -18px 0 40px rgb(2 6 23 / 45%);
  flex-direction: column;
  &:popover-open {
    display: flex;
  }
  &::backdrop {
    background: rgb(11 17 32 / 62%);
  }
  @media (min-width: 1200px) {
    &:popover-open {
      display: none;
    }
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 11px 0;
    color: var(--color-on-dark-soft);
    text-decoration: none;
    font-weight: 600;
  }
  a:hover,
  a:focus-visible {
    color: var(--color-on-dark);
  }
  a[aria-current='page'] {
    color: var(--color-brand-on-dark);
  }
  details {
    border-bottom: 1px solid rgb(255 255 255 / 10%);
  }
  summary {
    ${disclosureSummary}
    padding: 12px 0;
    font-weight: 700;
    &::after {
      color: var(--color-brand-on-dark);
    }
  }
  details ul {
    padding-left: 12px;
  }
  details a {
    font-weight: 500;
    padding: 8px 0;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 12px 16px 12px 24px;
  border-bottom: 1px solid rgb(255 255 255 / 12%);
  font-weight: 800;
  letter-spacing: 0.02em;
  button {
    width: 44px;
    height: 44px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    border-radius: var(--radius-sm);
    border: 1px solid rgb(255 255 255 / 25%);
    background: none;
    color: inherit;
    cursor: pointer;
  }
`;

const Links = styled.ul`
  flex: 1;
  padding: 8px 24px 16px !important;
`;

/** Quote and call at the panel's foot, where a thumb reaches; the page's own buttons sit under the backdrop. */
const Actions = styled.div`
  position: sticky;
  bottom: 0;
  display: grid;
  gap: 10px;
  padding: 16px 24px calc(16px + env(safe-area-inset-bottom, 0px));
  background: var(--color-night-soft);
  border-top: 1px solid rgb(255 255 255 / 12%);
  a {
    padding: 12px 16px;
    text-align: center;
    border-radius: 999px;
    font-weight: 700;
  }
  .quote {
    background: var(--color-brand);
    color: var(--color-brand-ink);
  }
  .call {
    border: 1px solid rgb(255 255 255 / 35%);
    color: var(--color-on-dark);
  }
`;
