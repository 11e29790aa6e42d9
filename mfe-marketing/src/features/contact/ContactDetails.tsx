import styled from 'styled-components';

import { business, formattedAddress, openingHours, saturdayNote } from 'shared-contracts/business/business';
import { serviceArea } from 'shared-contracts/business/service-area';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { VisuallyHidden } from 'shared-contracts/ui/layout';

/** Phone, e-mail, the shop's address with a map link, the area served and opening hours (contact reading of Saturday). */
export function ContactDetails() {
  return (
    <List>
      <div>
        <dt>Call the shop</dt>
        <dd>
          <a href={business.phone.href}>{business.phone.display}</a>
        </dd>
      </div>
      <div>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${business.email}`}>{business.email}</a>
          <br />
          Warranty claims: <a href={`mailto:${business.warrantyEmail}`}>{business.warrantyEmail}</a>
        </dd>
      </div>
      <div>
        <dt>Visit us</dt>
        <dd>
          {formattedAddress}
          <br />
          <a href={business.mapsUrl} target="_blank" rel="noopener noreferrer">
            Open in Google Maps<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </dd>
      </div>
      <div>
        <dt>Service area</dt>
        <dd>
          {serviceArea.summary} <Link to={pagePaths.locations}>See the towns we serve</Link>. {serviceArea.printShip}
        </dd>
      </div>
      <div>
        <dt>Opening hours</dt>
        <dd>
          <Hours>
            <tbody>
              <tr>
                <th scope="row">{openingHours.weekdays.days}</th>
                <td>{openingHours.weekdays.text}</td>
              </tr>
              <tr>
                <th scope="row">Saturday</th>
                <td>{openingHours.saturday.contact.text}</td>
              </tr>
              <tr>
                <th scope="row">Sunday</th>
                <td>{openingHours.sunday.text}</td>
              </tr>
            </tbody>
          </Hours>
          <small>{saturdayNote.contact}</small>
        </dd>
      </div>
    </List>
  );
}

const List = styled.dl`
  display: grid;
  gap: 22px;
  margin: 0;
  dt {
    font-weight: 800;
    color: var(--color-on-dark);
    margin-bottom: 4px;
    font-size: 0.85rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  dd {
    margin: 0;
    color: rgb(255 255 255 / 82%);
    line-height: 1.6;
  }
  a {
    color: var(--color-on-dark);
    font-weight: 700;
    text-decoration-color: var(--color-brand);
    text-underline-offset: 3px;
  }
`;

const Hours = styled.table`
  border-collapse: collapse;
  th {
    text-align: left;
    font-weight: 400;
    padding: 0 16px 2px 0;
    color: rgb(255 255 255 / 82%);
  }
  td {
    color: var(--color-on-dark);
  }
  & + small {
    display: block;
    margin-top: 6px;
    font-size: 0.9rem;
  }
`;
