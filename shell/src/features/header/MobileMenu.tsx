import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { disclosureSummary } from 'shared-contracts/ui/disclosure';
import { SiteLink } from 'shared-contracts/ui/SiteLink';

import { locationsMenu, resourcesMenu, servicesMenu } from '../navigation';
import { HEADER_POPOVER_ATTRIBUTE } from './header-popovers';

export const MOBILE_MENU_ID = 'mobile-menu';

/** A popover under the header (anchored to it where the browser can; 64 px, the phone header, where not). */
const Panel = styled.nav`
  position: fixed;
  inset: 64px 0 auto;
  top: anchor(--site-header bottom, 64px);
  margin: 0;
  width: auto;
  max-height: calc(100vh - 64px);
  overflow-y: auto;
  padding: 8px 20px 24px;
  border: 0;
  border-top: 1px solid rgb(255 255 255 / 12%);
  background: var(--color-night);
  color: var(--color-on-dark);
  box-shadow: 0 18px 30px rgb(2 6 23 / 45%);
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

const Call = styled.a`
  margin-top: 16px;
  text-align: center;
  border-radius: 999px;
  background: var(--color-brand);
  color: var(--color-brand-ink) !important;
`;

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
      <ul>
        {link('/', 'Home')}
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
        {link('/gallery', 'Gallery')}
        {link('/print-ship', 'Print & Ship')}
        {link('/contact', 'Contact')}
        {link(member.href, member.label)}
      </ul>
      <Call href={business.phone.href}>Call {business.phone.display}</Call>
    </Panel>
  );
}
