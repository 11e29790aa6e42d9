import styled from 'styled-components';

import { business, formattedAddress } from 'shared-contracts/business/business';
import { regionLinks } from 'shared-contracts/business/regions';
import { serviceHref, serviceNames, serviceSlugs } from 'shared-contracts/business/services';
import { SiteLink } from 'shared-contracts/ui/SiteLink';
import { laidOutWhenNear, media } from 'shared-contracts/ui/theme';

import { BrandLockup } from '../brand-mark';
import { footerGroups, footerQuickLinks, legalLinks } from '../navigation';

const Wrap = styled.footer`
  background: var(--color-night);
  color: var(--color-on-dark-muted);
  padding-top: 56px;
  ${laidOutWhenNear(900)}
  font-size: 0.95rem;
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
    margin: 0 0 14px;
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
    min-height: 32px;
  }
  ${media.md} {
    li a {
      min-height: 28px;
    }
  }
  .also {
    margin: 12px 0 0;
    font-size: 0.88rem;
    color: var(--color-on-dark-faint);
  }
  .also a {
    display: inline-flex;
    align-items: center;
    min-height: 28px;
  }
  /* Room below the last links for the floating chat launcher, at every width. */
  padding-bottom: 96px;
`;

const Inner = styled.div`
  max-width: var(--layout-max-width);
  margin: 0 auto;
  padding: 0 20px;
`;

const Top = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: 1fr;
  ${media.md} {
    grid-template-columns: 1.4fr 1fr 1fr 1fr;
  }
`;

const Brand = styled.div`
  p {
    line-height: 1.6;
    max-width: 34ch;
  }
`;

const Social = styled.ul`
  display: flex;
  gap: 10px;
  li a {
    display: inline-block;
    padding: 6px 12px;
    border: 1px solid rgb(255 255 255 / 20%);
    border-radius: 999px;
    font-size: 0.85rem;
  }
`;

const Quote = styled(SiteLink)`
  display: inline-block;
  margin-top: 12px;
  padding: 12px 22px;
  border-radius: 999px;
  background: var(--color-brand);
  color: var(--color-brand-ink) !important;
  font-weight: 700;
  text-decoration: none !important;
`;

const Groups = styled.div`
  display: grid;
  gap: 24px;
  margin-top: 40px;
  padding-top: 32px;
  border-top: 1px solid rgb(255 255 255 / 10%);
  grid-template-columns: repeat(2, 1fr);
  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  margin-top: 32px;
  padding-top: 20px;
  border-top: 1px solid rgb(255 255 255 / 10%);
  color: var(--color-on-dark-faint);
  font-size: 0.85rem;
  ul {
    display: flex;
    gap: 16px;
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

/** An id from a group's heading ("About Us" -> "footer-about-us"): ids hold no spaces. */
const footerGroupId = (heading: string) => `footer-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export function Footer({ year }: { year: number }) {
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
          <nav aria-labelledby="footer-quick">
            <h2 id="footer-quick">Quick Links</h2>
            {linkList(footerQuickLinks)}
          </nav>
          <nav aria-labelledby="footer-services">
            <h2 id="footer-services">Services</h2>
            {linkList(serviceSlugs.map((slug) => ({ href: serviceHref(slug), label: serviceNames[slug] })))}
          </nav>
          <div>
            <nav aria-labelledby="footer-regions">
              <h2 id="footer-regions">Regions</h2>
              {linkList(
                regionLinks.filter((r) => r.serviceState).map((r) => ({ href: `/regions/${r.slug}`, label: r.name })),
              )}
              <p className="also">
                Print &amp; Ship also serves{' '}
                {regionLinks
                  .filter((r) => !r.serviceState)
                  .map((r, index, all) => (
                    <span key={r.slug}>
                      <SiteLink href={`/regions/${r.slug}`}>{r.name}</SiteLink>
                      {index < all.length - 2 ? ', ' : index === all.length - 2 ? ' and ' : '.'}
                    </span>
                  ))}
              </p>
            </nav>
          </div>
        </Top>
        <Groups>
          <div>
            <h2>Contact</h2>
            <address style={{ fontStyle: 'normal' }}>
              <p>
                <a href={business.mapsUrl} target="_blank" rel="noopener noreferrer">
                  {formattedAddress}
                </a>
              </p>
              <p>
                <a href={business.phone.href}>{business.phone.display}</a>
              </p>
              <p>
                <a href={`mailto:${business.email}`}>{business.email}</a>
              </p>
              <Quote href="/contact">Request a Quote</Quote>
            </address>
          </div>
          {footerGroups.map((group) => (
            <nav key={group.heading} aria-labelledby={footerGroupId(group.heading)}>
              <h2 id={footerGroupId(group.heading)}>{group.heading}</h2>
              {linkList(group.links)}
            </nav>
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
