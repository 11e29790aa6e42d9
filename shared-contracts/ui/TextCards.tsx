import { Card, CardGrid } from 'shared-contracts/ui/cards';

export interface TextCard {
  title: string;
  text: string;
}

/** A grid of cards that are a heading and a paragraph each: benefits, values, reasons to choose. */
export function TextCards({ items, columns }: { items: readonly TextCard[]; columns?: 4 }) {
  return (
    <CardGrid {...(columns ? { $columns: columns } : {})}>
      {items.map((item) => (
        <Card key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
