import styled from 'styled-components';

import { media } from 'shared-contracts/ui/theme';

/** Two columns from the large breakpoint: content and a sidebar. */
export const WithSidebar = styled.div`
  display: grid;
  gap: 32px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    gap: 48px;
    align-items: start;
  }
`;
