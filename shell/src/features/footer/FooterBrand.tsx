import { business } from 'shared-contracts/business/business';

import { BrandLockup } from '../brand-mark';
import { Brand, Social } from './FooterBrand.styles';

/** The brand lockup, what the shop does and its social media links. */
export function FooterBrand() {
  return (
    <Brand>
      <BrandLockup size={44} name={business.name} />
      <p>
        Since {business.foundingYear} we have wrapped, coated and protected cars, vans, trucks and whole fleets from our
        shop on Chicago&apos;s Northwest Side, and printed wraps for installers across the country.
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
  );
}
