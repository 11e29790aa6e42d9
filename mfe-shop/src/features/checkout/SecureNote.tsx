import { business } from 'shared-contracts/business/business';

import { Secure } from './SecureNote.styles';

export function SecureNote() {
  return (
    <Secure aria-labelledby="secure-heading">
      <h2 id="secure-heading">Secure checkout</h2>
      <ul>
        <li>Card details go straight to our payment provider; we never see or store your card number.</li>
        <li>Every page is served over an encrypted connection.</li>
        <li>
          Questions about an order? Call <a href={business.phone.href}>{business.phone.display}</a>.
        </li>
      </ul>
    </Secure>
  );
}
