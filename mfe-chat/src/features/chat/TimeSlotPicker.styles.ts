import styled from 'styled-components';

import { choice } from './scheduler-choice.styles';

export const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 8px;
  margin-top: 8px;
`;

export const SlotButton = styled.button`
  ${choice}
  padding: 12px;
  font-weight: 600;
`;
