import { Section } from 'shared-contracts/ui/Section';

import { Directory } from './InstallerDirectory.styles';
import { installers } from './print-ship-content';

/** The shops a printed wrap can be shipped to, ours marked. */
export function InstallerDirectory() {
  return (
    <Section
      title="Installer directory"
      id="installer-directory"
      tone="alt"
      lead="Have your wrap shipped to one of these shops, or to any installer you choose."
    >
      <Directory>
        {installers.map((shop) => (
          <li key={shop.name} className={shop.isOurShop ? 'own' : undefined}>
            <p className="city">{shop.city}</p>
            <h3>{shop.name}</h3>
            <address>
              {shop.address}
              <br />
              <a href={`tel:+1${shop.phone.replace(/\D/g, '')}`}>{shop.phone}</a>
            </address>
            {shop.isOurShop && <span className="own-badge">Our shop</span>}
          </li>
        ))}
      </Directory>
    </Section>
  );
}
