import { business, formattedAddress } from 'shared-contracts/business/business';
import { pagePaths } from 'shared-contracts/routes/route-table';

import { Contact, Quote } from './FooterContact.styles';

/** The shop's address, phone and email, and the way to a quote. */
export function FooterContact() {
  return (
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
  );
}
