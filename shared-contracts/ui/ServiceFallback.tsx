import styled from 'styled-components';

import { business } from 'shared-contracts/business/business';
import { pagePaths } from 'shared-contracts/routes/route-table';
import { SiteLink } from 'shared-contracts/ui/SiteLink';

export interface ServiceFallbackProps {
  /** What could not be shown, in words a visitor understands ("This part of the page"). */
  area: string;
  onRetry?: () => void;
}

/** What a visitor sees where a part of the site failed: what happened, a retry, and other ways forward. */
export function ServiceFallback({ area, onRetry }: ServiceFallbackProps) {
  return (
    <Box role="alert" aria-live="assertive" data-fallback="true">
      <h2>{area} is taking a break</h2>
      <p>
        We couldn&apos;t load this section just now. The rest of the site still works, and nothing you entered elsewhere
        is lost.
      </p>
      <p>
        Prefer to talk to a person? Call us at <a href={business.phone.href}>{business.phone.display}</a>.
      </p>
      <nav aria-label="Ways forward">
        {onRetry && (
          <button type="button" onClick={onRetry}>
            Try again
          </button>
        )}
        <SiteLink href={pagePaths.home}>Back to Home</SiteLink>
        <SiteLink href={pagePaths.contact}>Contact us</SiteLink>
      </nav>
    </Box>
  );
}

const Box = styled.section`
  max-width: 640px;
  margin: 48px auto;
  padding: 32px;
  border: 1px solid var(--color-line);
  border-radius: var(--radius-lg);
  background: var(--color-surface-alt);
  text-align: center;
  color: var(--color-ink);
  h2 {
    font-family: var(--font-display);
    font-size: 1.9rem;
    margin: 0 0 8px;
  }
  p {
    margin: 8px 0;
    color: var(--color-ink-soft);
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    justify-content: center;
    margin-top: 20px;
  }
  a,
  button {
    font: inherit;
    font-weight: 600;
    padding: 10px 18px;
    border-radius: var(--radius-sm);
    border: 1px solid var(--color-line);
    background: var(--color-surface);
    color: var(--color-ink);
    text-decoration: none;
    cursor: pointer;
  }
  button {
    background: var(--color-brand);
    color: var(--color-brand-ink);
    border-color: var(--color-brand);
  }
`;
