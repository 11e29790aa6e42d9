import type { Surface } from '../../scenes/scene';
import type { Profile } from './side-profile';

/** Marks on the paint a before/after pair shows: stone chips, swirls and dull spots, or the film's edge. */
export function SurfaceMarks({ surface, p }: { surface: Surface | undefined; p: Profile }) {
  switch (surface) {
    case undefined:
    case 'beaded':
      return null;
    case 'chipped':
      return Array.from({ length: 26 }, (_, i) => {
        const x = p.head[0] - 120 + ((i * 53) % 190);
        const y = p.hood[0]![1] + 18 + ((i * 37) % 90);
        return <circle key={i} cx={x} cy={y} r={1.5 + (i % 3)} fill="#e5e7eb" opacity="0.85" />;
      });
    case 'dull':
      return (
        <>
          <rect width="1280" height="800" fill="#9ca3af" opacity="0.2" />
          {Array.from({ length: 14 }, (_, i) => (
            <path
              key={i}
              d={`M${220 + i * 62} ${p.belt + 40 + (i % 4) * 26} a${34 + (i % 5) * 9} ${20 + (i % 3) * 8} ${i * 23} 0 1 ${50 + (i % 3) * 12} ${8 + (i % 2) * 10}`}
              fill="none"
              stroke="#fff"
              strokeWidth="1.2"
              opacity="0.3"
            />
          ))}
        </>
      );
    case 'filmed': {
      const [hx] = p.hood[0]!;
      return (
        <>
          <path d={`M${hx + 30} ${p.top} L${hx + 30} 800`} stroke="#fff" strokeWidth="2" opacity="0.55" />
          <rect x={hx + 30} y="0" width="1280" height="800" fill="#e0f2fe" opacity="0.08" />
        </>
      );
    }
  }
}
