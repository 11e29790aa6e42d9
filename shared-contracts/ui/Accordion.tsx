import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Index open at first; `null` for all closed. */
  initiallyOpen?: number | null;
  /** Heading level of the item titles, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One item open at a time; choosing the open one closes it (FAQ, warranty and plan accordions).
 * The browser does it: `<details>` sharing one `name` form an exclusive group, so the accordion
 * answers the first tap before any script runs. React renders the same markup and leaves the open
 * state to the browser, so hydration keeps what the visitor opened meanwhile.
 */
export function Accordion({ items, initiallyOpen = null, headingLevel = 3 }: AccordionProps) {
  const group = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <List>
      {items.map((item, index) => (
        <Item key={item.title} name={group} open={index === initiallyOpen} suppressHydrationWarning>
          <summary>
            <Heading>{item.title}</Heading>
          </summary>
          <div>{item.content}</div>
        </Item>
      ))}
    </List>
  );
}

const List = styled.div`
  border-top: 1px solid var(--color-line);
`;

const Item = styled.details`
  border-bottom: 1px solid var(--color-line);
  summary {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 16px;
    padding: 18px 4px;
    color: var(--color-ink);
    font-weight: 700;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+';
    font-size: 1.4rem;
    line-height: 1;
    color: var(--color-brand);
  }
  &[open] > summary::after {
    content: '−';
  }
  summary > :is(h2, h3, h4) {
    margin: 0;
    font-size: 1.05rem;
  }
  > div {
    padding: 0 4px 18px;
    color: var(--color-ink-soft);
    line-height: 1.65;
  }
`;
