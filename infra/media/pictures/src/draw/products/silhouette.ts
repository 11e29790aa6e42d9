import { Children, cloneElement, isValidElement, type ReactNode } from 'react';

/** A drawing: a plain, synchronous function of its props. */
type Drawing = (props: Paint) => ReactNode;

interface Paint {
  children?: ReactNode;
  fill?: string;
  stroke?: string;
}

/**
 * The same drawing as a flat shadow: every part that names a fill filled black, every stroke
 * dropped. Components are drawn through (they are plain functions of their props), so the shadow
 * follows whatever the drawing holds.
 */
export function silhouette(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return Children.map(node, silhouette);
  if (!isValidElement<Paint>(node)) return node;
  const { type, props } = node;
  if (typeof type === 'function') return silhouette((type as Drawing)(props));
  const paint = {
    ...(props.fill !== undefined && { fill: '#000' }),
    ...(props.stroke !== undefined && { stroke: 'none' }),
  };
  return props.children === undefined
    ? cloneElement(node, paint)
    : cloneElement(node, paint, Children.map(props.children, silhouette));
}
