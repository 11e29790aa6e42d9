import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

const List = styled.div`
  border-top: 1px solid var(--color-line);
`;

const Item = styled.div`
  border-bottom: 1px solid var(--color-line);
  h3 { margin: 0; font-size: 1.05rem; }
  button {
    width: 100%;
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 16px;
    padding: 18px 4px;
    border: 0;
    background: none;
    color: var(--color-ink);
    font: inherit;
    font-weight: 700;
    text-align: left;
    cursor: pointer;
  }
  button::after { content: '+'; font-size: 1.4rem; line-height: 1; color: var(--color-brand); }
  button[aria-expanded='true']::after { content: '−'; }
  [role='region'] { padding: 0 4px 18px; color: var(--color-ink-soft); line-height: 1.65; }
`;

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Index open at first; `null` for all closed. */
  initiallyOpen?: number | null;
  /** Heading level of the item titles, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** One item open at a time; choosing the open one closes it (FAQ, warranty and plan accordions). */
export function Accordion({ items, initiallyOpen = null, headingLevel = 3 }: AccordionProps) {
  const [open, setOpen] = useState<number | null>(initiallyOpen);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <List>
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <Item key={item.title}>
            <Heading>
              <button
                type="button"
                id={`${id}-button-${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-panel-${index}`}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {item.title}
              </button>
            </Heading>
            <div role="region" id={`${id}-panel-${index}`} aria-labelledby={`${id}-button-${index}`} hidden={!expanded}>
              {item.content}
            </div>
          </Item>
        );
      })}
    </List>
  );
}
