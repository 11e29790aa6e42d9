import styled from 'styled-components';

import { choice } from './scheduler-choice.styles';

export const Calendar = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 4px;
  caption {
    text-align: left;
    font-weight: 700;
    padding: 0 4px 6px;
  }
  th {
    font-size: 0.75rem;
    font-weight: 600;
    color: var(--color-muted);
    padding-bottom: 2px;
  }
  abbr {
    text-decoration: none;
  }
  td {
    padding: 0;
    text-align: center;
  }
`;

export const DayButton = styled.button`
  ${choice}
  height: 38px;
  font-size: 0.9rem;
  small {
    display: block;
    font-size: 0.6rem;
    line-height: 1;
    text-transform: uppercase;
  }
`;
