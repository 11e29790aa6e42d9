import type { ReactNode } from 'react';

import { regionLinks } from 'shared-contracts/business/regions';
import { serviceHref, serviceNames, serviceSlugs } from 'shared-contracts/business/services';
import { regionPath } from 'shared-contracts/routes/route-table';
import { SiteLink } from 'shared-contracts/ui/SiteLink';
import { theme } from 'shared-contracts/ui/theme';

import { footerGroups, footerQuickLinks } from '../navigation';
import { Group, Groups } from './FooterLinkGroups.styles';
import { linkList } from './link-list';
import { useOpenFrom } from './use-open-from';

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

/** The footer's link groups: folded on phones, open from the medium breakpoint. */
export function FooterLinkGroups() {
  const groups = useOpenFrom<HTMLDivElement>(`(min-width: ${theme.breakpoint.md})`);
  return (
    <Groups ref={groups}>
      <LinkGroup heading="Quick links">{linkList(footerQuickLinks)}</LinkGroup>
      <LinkGroup heading="Services">
        {linkList(serviceSlugs.map((slug) => ({ href: serviceHref(slug), label: serviceNames[slug] })))}
      </LinkGroup>
      <LinkGroup heading="Regions">
        {linkList(regionLinks.filter((r) => r.serviceState).map((r) => ({ href: regionPath(r.slug), label: r.name })))}
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
  );
}
