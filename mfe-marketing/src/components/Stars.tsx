import styled from 'styled-components';

const Row = styled.p`
  margin: 0;
  color: #b45309;
  font-size: 1.15rem;
  letter-spacing: 3px;
  .unfilled { opacity: 0.3; }
`;

/** A star rating read out as "Rated 4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <Row role="img" aria-label={`Rated ${rating} out of 5 stars`}>
      {'★'.repeat(rating)}
      {rating < 5 && <span className="unfilled">{'★'.repeat(5 - rating)}</span>}
    </Row>
  );
}
