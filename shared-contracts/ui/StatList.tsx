import styled, { css } from 'styled-components';

import { media } from 'shared-contracts/ui/theme';

export interface Stat {
  value: string;
  label: string;
}

/** `plain` sits on a light band; `night` on a night band, its figures centred in translucent tiles. */
export type StatTone = 'plain' | 'night';

/** A few figures (founded, rating, warranty...) each over its caption, two per row, four from wide screens. */
export function StatList({ stats, tone = 'plain' }: { stats: readonly Stat[]; tone?: StatTone }) {
  return (
    <List $tone={tone}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <strong>{stat.value}</strong>
          <span>{stat.label}</span>
        </li>
      ))}
    </List>
  );
}

const tones = {
  plain: css`
    li {
      padding: 22px;
      background: var(--color-surface);
      border: 1px solid var(--color-line);
    }
    strong {
      font-size: clamp(1.6rem, 5vw, 2.2rem);
      color: var(--color-brand-dark);
      line-height: 1.1;
    }
    span {
      color: var(--color-ink-soft);
      font-size: 0.95rem;
    }
  `,
  night: css`
    li {
      text-align: center;
      padding: 20px 12px;
      background: rgb(255 255 255 / 6%);
      border: 1px solid rgb(255 255 255 / 14%);
    }
    strong {
      font-size: 2.3rem;
      color: var(--color-brand-on-dark);
    }
    span {
      color: var(--color-on-dark-muted);
    }
  `,
};

const List = styled.ul<{ $tone: StatTone }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(2, 1fr);
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    border-radius: var(--radius-lg);
  }
  strong {
    display: block;
    font-family: var(--font-display);
  }
  ${({ $tone }) => tones[$tone]}
`;
