import styled from 'styled-components';

import { measure } from 'shared-contracts/ui/measure';

export const Brand = styled.div`
  p {
    line-height: 1.6;
    max-width: ${measure(46)};
    margin: 8px 0 12px;
  }
`;

export const Social = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 0 14px;
    border: 1px solid rgb(255 255 255 / 20%);
    border-radius: 999px;
    font-size: 0.85rem;
  }
`;
