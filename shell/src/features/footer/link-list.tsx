import { SiteLink } from 'shared-contracts/ui/SiteLink';

/** A footer list of page links, one item each. */
export const linkList = (links: { href: string; label: string }[]) => (
  <ul>
    {links.map((link) => (
      <li key={link.href}>
        <SiteLink href={link.href}>{link.label}</SiteLink>
      </li>
    ))}
  </ul>
);
