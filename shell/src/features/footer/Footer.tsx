import { business } from 'shared-contracts/business/business';

import { legalLinks } from '../navigation';
import { Bottom, Inner, Top, Wrap } from './Footer.styles';
import { FooterBrand } from './FooterBrand';
import { FooterContact } from './FooterContact';
import { FooterLinkGroups } from './FooterLinkGroups';
import { linkList } from './link-list';

export function Footer({ year }: { year: number }) {
  return (
    <Wrap data-boundary="shell">
      <Inner>
        <Top>
          <FooterBrand />
          <FooterContact />
        </Top>
        <FooterLinkGroups />
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
