import type { ReactNode } from 'react';
import styled from 'styled-components';

import { business, formattedAddress } from 'shared-contracts/business/business';
import { regionLinks } from 'shared-contracts/business/regions';
import { serviceHref, serviceNames, serviceSlugs } from 'shared-contracts/business/services';
import { pagePaths, regionPath } from 'shared-contracts/routes/route-table';
import { disclosureSummary, unfoldedFrom } from 'shared-contracts/ui/disclosure';
import { measure } from 'shared-contracts/ui/measure';
import { SiteLink } from 'shared-contracts/ui/SiteLink';
import { laidOutWhenNear, media, theme } from 'shared-contracts/ui/theme';

import { BrandLockup } from '../brand-mark';
import { footerGroups, footerQuickLinks, legalLinks } from '../navigation';
import { useOpenFrom } from './use-open-from';

const Wrap = styled.footer`
  background: var(--color-night);
  color: var(--color-on-dark-muted);
  padding-top: 32px;
  ${laidOutWhenNear(800)}
  font-size: 0.95rem;
  ${media.md} {
    padding-top: 56px;
  }
  a {
    color: var(--color-on-dark-muted);
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: var(--color-on-dark);
    text-decoration: underline;
  }
  h2 {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.1em;
    color: var(--color-on-dark);
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin: 0;
  }
  /* Phones: each link a comfortable tap target, not an 18 px line. */
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
  }
  ${media.md} {
    li a {
      min-height: 28px;
    }
  }
  /* Room below the last links for the floating chat launcher; on phones the launcher sits over the
     call and quote bar, which keeps its own room below the page. */
  padding-bottom: 28px;
  ${media.md} {
    padding-bottom: 88px;
  }
`;

const Inner = styled.div`
  max-width: var(--layout-max-width);
  margin: 0 auto;
  padding: 0 20px;
`;

/** Brand and contact: always shown, side by side from the medium breakpoint. */
const Top = styled.div`
  display: grid;
  gap: 20px;
  ${media.md} {
    grid-template-columns: 1.4fr 1fr;
    gap: 48px;
  }
`;

const Brand = styled.div`
  p {
    line-height: 1.6;
    max-width: ${measure(46)};
    margin: 8px 0 12px;
  }
`;

const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 14px;
    border: 1px solid rgb(255 255 255 / 20%);
    border-radius: 999px;
    font-size: 0.85rem;
  }
`;

const Contact = styled.section`
  address {
    font-style: normal;
  }
  h2 {
    margin-bottom: 8px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    column-gap: 18px;
  }
`;

const Quote = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: 10px;
  padding: 0 22px;
  border-radius: 999px;
  background: var(--color-brand);
  color: var(--color-brand-ink) !important;
  font-weight: 700;
  text-decoration: none !important;
`;

/**
 * The link groups: one folded disclosure per group on phones, a row of open columns on wider
 * screens (four and three from the medium breakpoint, all seven side by side from the large one).
 */
const Groups = styled.div`
  margin-top: 20px;
  border-top: 1px solid rgb(255 255 255 / 10%);
  ${media.md} {
    display: grid;
    gap: 28px 24px;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    margin-top: 40px;
    padding-top: 32px;
  }
  ${media.lg} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
`;

const Group = styled.details`
  border-bottom: 1px solid rgb(255 255 255 / 10%);
  > summary {
    ${disclosureSummary}
    min-height: 44px;
    color: var(--color-on-dark);
  }
  > ul {
    padding-bottom: 12px;
  }
  ${media.md} {
    border-bottom: 0;
    > summary {
      min-height: 0;
      margin-bottom: 12px;
    }
    > ul {
      padding-bottom: 0;
    }
  }
  ${unfoldedFrom(media.md)}
  .also {
    margin: 8px 0 0;
    font-size: 0.88rem;
    line-height: 1.5;
    color: var(--color-on-dark-faint);
  }
  .also a {
    display: inline-flex;
    align-items: center;
    min-height: 28px;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 4px 16px;
  margin-top: 20px;
  color: var(--color-on-dark-faint);
  font-size: 0.85rem;
  ${media.md} {
    margin-top: 32px;
    padding-top: 20px;
    border-top: 1px solid rgb(255 255 255 / 10%);
  }
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    column-gap: 16px;
  }
`;

const linkList = (links: { href: string; label: string }[]) => (
  <ul>
    {links.map((link) => (
      <li key={link.href}>
        <SiteLink href={link.href}>{link.label}</SiteLink>
      </li>
    ))}
  </ul>
);

/** An id from a group's heading ("About us" -> "footer-about-us"): ids hold no spaces. */
const footerGroupId = (heading: string) => `footer-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function LinkGroup({ heading, children }: { heading: string; children: ReactNode }) {
  const id = footerGroupId(heading);
  return (
    <nav aria-labelledby={id}>
      <Group>
        <summary>
          <h2 id={id}>{heading}</h2>
        </summary>
        {children}
      </Group>
    </nav>
  );
}

const printShipRegions = regionLinks.filter((r) => !r.serviceState);

export function Footer({ year }: { year: number }) {
  const groups = useOpenFrom<HTMLDivElement>(`(min-width: ${theme.breakpoint.md})`);
  return (
    <Wrap data-boundary="shell">
      <Inner>
        <Top>
          <Brand>
            <BrandLockup size={44} name={business.name} />
            <p>
              Since {business.foundingYear} we have wrapped, coated and protected cars, vans, trucks and whole fleets
              from our shop on Chicago&apos;s Northwest Side, and printed wraps for installers across the country.
            </p>
            <Social aria-label="Social media">
              {business.social.map((s) => (
                <li key={s.href}>
                  <a href={s.href} rel="noopener noreferrer" target="_blank">
                    {s.label}
                  </a>
                </li>
              ))}
            </Social>
          </Brand>
          <Contact aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact</h2>
            <address>
              <ul>
                <li>
                  <a href={business.mapsUrl} target="_blank" rel="noopener noreferrer">
                    {formattedAddress}
                  </a>
                </li>
                <li>
                  <a href={business.phone.href}>{business.phone.display}</a>
                </li>
                <li>
                  <a href={`mailto:${business.email}`}>{business.email}</a>
                </li>
              </ul>
            </address>
            <Quote href={pagePaths.contact}>Request a Quote</Quote>
          </Contact>
        </Top>
        <Groups ref={groups}>
          <LinkGroup heading="Quick links">{linkList(footerQuickLinks)}</LinkGroup>
          <LinkGroup heading="Services">
            {linkList(serviceSlugs.map((slug) => ({ href: serviceHref(slug), label: serviceNames[slug] })))}
          </LinkGroup>
          <LinkGroup heading="Regions">
            {linkList(
              regionLinks.filter((r) => r.serviceState).map((r) => ({ href: regionPath(r.slug), label: r.name })),
            )}
            <p className="also">
              Print &amp; Ship also serves{' '}
              {printShipRegions.map((r, index, all) => (
                <span key={r.slug}>
                  <SiteLink href={regionPath(r.slug)}>{r.name}</SiteLink>
                  {index < all.length - 2 ? ', ' : index === all.length - 2 ? ' and ' : '.'}
                </span>
              ))}
            </p>
          </LinkGroup>
          {footerGroups.map((group) => (
            <LinkGroup key={group.heading} heading={group.heading}>
              {linkList(group.links)}
            </LinkGroup>
          ))}
        </Groups>
        <Bottom>
          <p>
            © {year} {business.legalName}. All rights reserved.
          </p>
          {linkList(legalLinks)}
        </Bottom>
      </Inner>
    </Wrap>
  );
}
