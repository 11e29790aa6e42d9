import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

import { useHydrated } from 'shared-contracts/remote/use-hydrated';
import { pagePaths, townPath } from 'shared-contracts/routes/route-table';
import { Link, useNavigate, useSearchParams } from 'shared-contracts/routing/router';
import type { TownLookup } from 'shared-contracts/towns/town-lookup';
import { townSearch, townSearchSlugs } from 'shared-contracts/towns/town-search';
import { PrimaryButton } from 'shared-contracts/ui/layout';

/**
 * The town lookup: a plain GET form the gateway answers without scripts (the town's page, or this
 * page again with the unknown-town message in view). With scripts the page answers at once, names
 * the words it could not find and suggests the nearest spellings.
 */
export function TownSearch({ lookup }: { lookup: TownLookup }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const [submitted, setSubmitted] = useState<string | null>(null);
  // The server's page has no query: the words sent back by the gateway are named once hydrated.
  const unknown = submitted ?? (hydrated ? params.get(townSearch.notFoundParam) : null);
  const suggestions = unknown ? lookup.similarTowns(unknown, 3) : [];

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get(townSearch.param) ?? '');
    const town = townSearchSlugs(words)
      .map((slug) => lookup.findTown(slug))
      .find((found) => found !== undefined);
    if (town) navigate(townPath(town.id));
    else setSubmitted(words.trim());
  }

  return (
    <Search>
      <form action={townSearch.path} method="get" role="search" aria-label="Town search" onSubmit={search}>
        <label htmlFor="town-search">Find your town</label>
        <div className="row">
          <input
            id="town-search"
            name={townSearch.param}
            type="search"
            list="town-names"
            required
            autoComplete="off"
            enterKeyHint="go"
            placeholder="e.g. Naperville"
          />
          <PrimaryButton type="submit">Find</PrimaryButton>
        </div>
        <datalist id="town-names">
          {lookup.allTowns().map((town) => (
            <option key={town.id} value={`${town.name}, ${town.state}`} />
          ))}
        </datalist>
      </form>
      <div aria-live="polite">
        <NotFound id={townSearch.notFoundId} data-shown={unknown ? '' : undefined}>
          <strong>
            {unknown ? `We couldn't find "${unknown}" in our town list.` : "We couldn't find that town in our list."}
          </strong>
          {suggestions.length > 0 && (
            <nav aria-label="Did you mean">
              Did you mean{' '}
              {suggestions.map((town, index) => (
                <span key={town.id}>
                  {index > 0 && (index === suggestions.length - 1 ? ' or ' : ', ')}
                  <Link to={townPath(town.id)}>
                    {town.name}, {town.state}
                  </Link>
                </span>
              ))}
              ?
            </nav>
          )}
          <p>
            Check the spelling or pick your state below. If your town is not listed, we can still help:{' '}
            <Link to={pagePaths.contact}>ask us</Link>, or have graphics printed and shipped with{' '}
            <Link to={pagePaths.printShip}>Print &amp; Ship</Link>.
          </p>
        </NotFound>
      </div>
    </Search>
  );
}

const Search = styled.div`
  margin-top: 22px;
  max-width: 560px;
  label {
    display: block;
    font-weight: 700;
    color: var(--color-on-dark);
    margin-bottom: 8px;
  }
  .row {
    display: flex;
    gap: 8px;
  }
  input {
    font: inherit;
    flex: 1;
    min-width: 0;
    min-height: 48px;
    padding: 0 14px;
    border: 1px solid var(--color-line-strong);
    border-radius: var(--radius-sm);
    background: var(--color-surface);
    color: var(--color-ink);
  }
  input:focus-visible {
    outline: 3px solid var(--color-focus);
  }
`;

/** Hidden until there is something to say: a search came back unknown (the gateway's #town-not-found or the script's). */
const NotFound = styled.div`
  margin-top: 14px;
  padding: 14px 16px;
  border-radius: var(--radius-md);
  border-left: 4px solid var(--color-brand);
  background: var(--color-surface);
  color: var(--color-ink-soft);
  line-height: 1.55;
  &:not(:target):not([data-shown]) {
    display: none;
  }
  strong {
    display: block;
    color: var(--color-ink);
  }
  nav {
    margin-top: 6px;
  }
  p {
    margin: 6px 0 0;
  }
  a {
    color: var(--color-brand-dark);
    font-weight: 700;
  }
`;
