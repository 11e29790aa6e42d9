import { Fragment } from 'react';

interface BeadsProps {
  seed: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  count: number;
  size?: number;
}

/** Water beads on a coated body: round drops with a bright catch-light each, scattered by `seed`. */
export function Beads({ seed, x0, x1, y0, y1, count, size = 1 }: BeadsProps) {
  let state = seed * 9301 + 49297;
  const random = () => (state = (state * 9301 + 49297) % 233280) / 233280;
  return Array.from({ length: count }, (_, i) => {
    const x = x0 + random() * (x1 - x0);
    const y = y0 + random() * (y1 - y0);
    const r = (3 + random() * 6) * size;
    return (
      <Fragment key={i}>
        <ellipse
          cx={x.toFixed(0)}
          cy={y.toFixed(0)}
          rx={r.toFixed(1)}
          ry={(r * 0.9).toFixed(1)}
          fill="#0b1120"
          opacity="0.28"
        />
        <ellipse
          cx={x.toFixed(0)}
          cy={(y - r * 0.15).toFixed(0)}
          rx={(r * 0.85).toFixed(1)}
          ry={(r * 0.75).toFixed(1)}
          fill="#e0f2fe"
          opacity="0.35"
        />
        <circle
          cx={(x - r * 0.35).toFixed(0)}
          cy={(y - r * 0.4).toFixed(0)}
          r={(r * 0.28).toFixed(1)}
          fill="#fff"
          opacity="0.95"
        />
      </Fragment>
    );
  });
}
