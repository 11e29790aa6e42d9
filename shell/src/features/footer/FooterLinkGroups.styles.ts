import styled from 'styled-components';

import { disclosureSummary, unfoldedFrom } from 'shared-contracts/ui/disclosure';
import { media } from 'shared-contracts/ui/theme';

/**
 * The link groups: one folded disclosure per group on phones, a row of open columns on wider
 * screens (four and three from the medium breakpoint, all seven side by side from the large one).
 */
export const Groups = styled.div`
  margin-top: 20px;
  border-top: 1px solid rgb(255 255 255 / 10%);
  ${media.md} {
    display: grid;
    gap: 28px 24px;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    margin-top: 40px;
    padding-top: 32px;
  }
  ${media.lg} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
`;

export const Group = styled.details`
  border-bottom: 1px solid rgb(255 255 255 / 10%);
  > summary {
    ${disclosureSummary}
    min-height: 44px;
    color: var(--color-on-dark);
  }
  > ul {
    padding-bottom: 12px;
  }
  ${media.md} {
    border-bottom: 0;
    > summary {
      min-height: 0;
      margin-bottom: 12px;
    }
    > ul {
      padding-bottom: 0;
    }
  }
  ${unfoldedFrom(media.md)}
  .also {
    margin: 8px 0 0;
    font-size: 0.88rem;
    line-height: 1.5;
    color: var(--color-on-dark-faint);
  }
  .also a {
    display: inline-flex;
    align-items: center;
    min-height: 28px;
  }
`;
