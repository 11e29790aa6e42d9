import styled from 'styled-components';

import { allPhotographs } from 'shared-contracts/media/catalog';
import { Container } from 'shared-contracts/ui/layout';
import { Band, type SectionTone } from 'shared-contracts/ui/Section';
import { SectionTitle } from 'shared-contracts/ui/SectionTitle';
import { Lead } from 'shared-contracts/ui/text';
import { media } from 'shared-contracts/ui/theme';

import type { BeforeAfterPair } from '../content/before-after';
import { BeforeAfter } from './BeforeAfter';
import { phoneRow } from './phone-row';

/** A band of before/after pairs under one heading (on a phone, one row to swipe); nothing at all when there are none. */
export function BeforeAfterBand({
  id,
  title,
  pairs,
  tone,
}: {
  /** The heading's id, which labels the band. */
  id: string;
  title: string;
  pairs: readonly BeforeAfterPair[];
  tone?: SectionTone;
}) {
  if (pairs.length === 0) return null;
  return (
    <Band $tone={tone} aria-labelledby={id}>
      <Container>
        <SectionTitle id={id}>{title}</SectionTitle>
        <Lead>
          {allPhotographs(pairs.flatMap((pair) => [pair.before, pair.after]))
            ? 'Drag the slider, or pick Before or After, to see the same vehicle as it came in and as it left.'
            : 'Drag the slider, or pick Before or After. These are illustrations of what the job changes, from the condition a car arrives in to how it leaves.'}
        </Lead>
        <Pairs $count={pairs.length}>
          {pairs.map((pair) => (
            <li key={pair.id}>
              <BeforeAfter
                before={pair.before}
                after={pair.after}
                title={pair.title}
                caption={pair.caption}
                sizes={
                  pairs.length > 1
                    ? '(min-width: 1024px) 560px, (min-width: 768px) 100vw, 80vw'
                    : '(min-width: 1024px) 900px, 100vw'
                }
              />
            </li>
          ))}
        </Pairs>
      </Container>
    </Band>
  );
}

const Pairs = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 28px;
  ${({ $count }) => $count > 1 && phoneRow}
  ${media.lg} {
    grid-template-columns: ${({ $count }) => ($count === 1 ? 'minmax(0, 900px)' : `repeat(${Math.min($count, 3)}, minmax(0, 1fr))`)};
    justify-content: center;
  }
`;
