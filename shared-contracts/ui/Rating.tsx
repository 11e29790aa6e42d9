import styled from 'styled-components';

/** A star rating of 1 to 5, read out as "Rated 4 out of 5 stars". */
export function Rating({ stars }: { stars: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(stars)));
  return (
    <Stars role="img" aria-label={`Rated ${filled} out of 5 stars`}>
      {'★'.repeat(filled)}
      {filled < 5 && <span className="unfilled">{'★'.repeat(5 - filled)}</span>}
    </Stars>
  );
}

/** Doubled class: a card's paragraph colour must not repaint the stars. */
const Stars = styled.p`
  && {
    margin: 0;
    color: var(--color-star);
  }
  font-size: 1.1rem;
  line-height: 1;
  letter-spacing: 3px;
  .unfilled {
    color: var(--color-line);
  }
`;
