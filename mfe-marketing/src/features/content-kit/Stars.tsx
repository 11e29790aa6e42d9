import styled from 'styled-components';

const Row = styled.span`
  color: #f59e0b;
  letter-spacing: 2px;
  font-size: 1.05rem;
`;

/** A star rating read out as "Rated 4 out of 5". */
export function Stars({ rating }: { rating: number }) {
  return (
    <Row role="img" aria-label={`Rated ${rating} out of 5`}>
      {'★'.repeat(rating)}
      <span style={{ opacity: 0.3 }}>{'★'.repeat(5 - rating)}</span>
    </Row>
  );
}
