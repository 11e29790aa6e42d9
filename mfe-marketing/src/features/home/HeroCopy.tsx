import { business } from 'shared-contracts/business/business';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { Link } from 'shared-contracts/routing/router';
import { Alert } from 'shared-contracts/ui/Alert';
import { GhostButton, PrimaryButton } from 'shared-contracts/ui/layout';

import { Copy } from './HeroCopy.styles';
import { homeTown } from './home-content';

const IMAGE_ERROR_TEXT = "Some images couldn't be loaded. Using available images instead.";

/** The hero's words: headline, rating, pitch, the two calls to action and the quick links. */
export function HeroCopy({ someImagesFailed }: { someImagesFailed: boolean }) {
  return (
    <Copy>
      <p data-eyebrow>{homeTown}&apos;s vehicle wrap &amp; protection shop</p>
      <h1 id="home-hero-title">Vehicle wraps, ceramic coatings &amp; paint protection film in {homeTown}</h1>
      <p data-rating>
        <span aria-hidden="true">★★★★★</span>
        Rated {business.rating.value}/5 from {business.rating.heroText}
      </p>
      <p>
        Fleet wraps that win customers, color changes that turn heads, and protection that keeps paint like new.
        Designed, printed and installed in our shop on {business.address.street} since {business.foundingYear}.
      </p>
      {someImagesFailed && (
        <Alert $tone="notice" role="alert">
          {IMAGE_ERROR_TEXT}
        </Alert>
      )}
      <div data-actions>
        <PrimaryButton as={Link} to={pagePaths.contact}>
          Get a Free {homeTown} Quote
        </PrimaryButton>
        <GhostButton as="a" href={business.phone.href}>
          Call {business.phone.display}
        </GhostButton>
      </div>
      <nav aria-label="Quick links">
        <ul>
          <li>
            <Link to={pagePaths.printShip}>Nationwide Print &amp; Ship</Link>
          </li>
          <li>
            <Link to={pagePaths.contact}>Find Vehicle Wrap Experts</Link>
          </li>
          <li>
            <Link to={pagePaths.locations}>Looking for Vehicle Wraps Near Me</Link>
          </li>
          <li>
            <Link to={`${pagePaths.contact}?subject=Quick%20Message`}>Send a Quick Message</Link>
          </li>
          <li>
            <Link to={pagePaths.gallery}>View Our Gallery</Link>
          </li>
          <li>
            <Link to={pagePaths.services}>Explore Services</Link>
          </li>
        </ul>
      </nav>
    </Copy>
  );
}
