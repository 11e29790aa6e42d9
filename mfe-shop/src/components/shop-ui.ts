import styled from 'styled-components';

export const Badge = styled.span`
  display: inline-block;
  background: var(--color-brand-dark);
  color: var(--color-brand-ink);
  font-size: 0.72rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  padding: 4px 10px;
  border-radius: 999px;
`;

export const CategoryLabel = styled.span`
  display: block;
  color: var(--color-brand-dark);
  font-size: 0.78rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;
