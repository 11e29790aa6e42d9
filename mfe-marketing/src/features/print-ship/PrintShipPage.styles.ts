import styled from 'styled-components';

export const Testimonial = styled.figure`
  margin: 0;
  background: var(--color-night);
  color: var(--color-on-dark);
  border-radius: var(--radius-lg);
  padding: 32px;
  blockquote {
    margin: 0 0 16px;
    font-size: 1.3rem;
    line-height: 1.5;
  }
  figcaption {
    color: rgb(255 255 255 / 75%);
  }
  a {
    color: var(--color-brand-on-dark);
    font-weight: 700;
  }
`;
