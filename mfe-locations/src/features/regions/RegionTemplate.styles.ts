import styled from 'styled-components';

export const HeroImage = styled.div`
  picture {
    position: absolute;
    inset: 0;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0.35;
  }
`;

export const Main = styled.div`
  h2:not(:first-child) {
    margin-top: 44px;
  }
`;

export const WhyList = styled.ul`
  list-style: none;
  margin: 0 0 32px;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    color: var(--color-ink-soft);
    line-height: 1.55;
  }
  strong {
    color: var(--color-ink);
  }
  li::before {
    content: '✓';
    flex: none;
    width: 26px;
    height: 26px;
    border-radius: 50%;
    background: var(--color-brand-tint-strong);
    color: var(--color-brand);
    display: grid;
    place-items: center;
    font-size: 0.9rem;
  }
`;
