import { Fragment } from 'react';

/** Rolls of film standing in a wall rack: colour in the bay, left out where a headline will sit. */
export function FilmRack({ ground }: { ground: number }) {
  return (
    <>
      <rect x="60" y={ground - 300} width="250" height="200" rx="6" fill="#cbd3dc" />
      {['#c2410c', '#1d4ed8', '#1f2937', '#4d5d3a', '#f8fafc'].map((c, i) => (
        <rect key={c} x={78 + i * 46} y={ground - 284} width="34" height="168" rx="17" fill={c} opacity="0.9" />
      ))}
    </>
  );
}

const towerHeights = [260, 340, 200, 420, 280, 520, 300, 390, 220, 460, 300, 360, 250];

/** A row of buildings with lit window bands: seed 1 the hazy towers, seed 2 the low-rises before them. */
export function Skyline(props: { w: number; base: number; color: string; opacity: number; seed: number }) {
  const { w, base, color, opacity, seed } = props;
  const heights = towerHeights.map((v, i) => (seed === 1 ? v : 80 + ((v * (i + 3)) % 120)));
  const step = w / heights.length;
  return heights.map((hgt, i) => {
    const x = i * step + (seed === 1 ? 0 : step / 2);
    const rows = Math.floor(hgt / 44);
    return (
      <Fragment key={i}>
        <rect x={x + 4} y={base - hgt} width={step - 8} height={hgt} fill={color} opacity={opacity} />
        {Array.from({ length: rows }, (_, r) => (
          <rect
            key={r}
            x={x + 16}
            y={base - hgt + 22 + r * 44}
            width={step - 40}
            height="12"
            fill="#fff"
            opacity={seed === 1 ? 0.18 : 0.28}
          />
        ))}
      </Fragment>
    );
  });
}
