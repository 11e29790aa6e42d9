import type { Livery } from '../../scenes/scene';
import { luminance, shade, smoothPath } from '../paint';
import type { Profile } from './side-profile';

interface LiveryProps {
  livery: Livery;
  p: Profile;
  color: string;
  id: string;
}

/** The film over the body colour, inside the body's clip: stripes, part wraps, a fade, a business sweep. */
export function LiveryLayer({ livery, p, color, id }: LiveryProps) {
  switch (livery.kind) {
    case 'solid':
      return null;
    case 'stripes': {
      const y = p.belt + (p.sill - p.belt) * 0.3;
      return (
        <>
          <rect x="0" y={y} width="1280" height="30" fill={livery.accent} />
          <rect x="0" y={y + 42} width="1280" height="12" fill={livery.accent} />
        </>
      );
    }
    case 'partial':
      if (livery.area === 'rearHalf') {
        const x = (p.wheels[0] + p.wheels[1]) / 2;
        return (
          <>
            <path d={`M0 0 L${x - 40} 0 L${x + 60} 800 L0 800 Z`} fill={livery.accent} />
            <path d={`M${x - 10} 0 L${x + 20} 0 L${x + 120} 800 L${x + 90} 800 Z`} fill={livery.accent} opacity="0.6" />
            <path
              d={`M${x + 40} 0 L${x + 54} 0 L${x + 154} 800 L${x + 140} 800 Z`}
              fill={livery.accent}
              opacity="0.35"
            />
          </>
        );
      }
      return (
        <>
          <path d={smoothPath(p.hood)} fill={livery.accent} />
          <path d={smoothPath(p.roof)} fill={livery.accent} />
        </>
      );
    case 'fade':
      return <rect width="1280" height="800" fill={`url(#${id}-fade)`} />;
    case 'business': {
      const sweep = p.panel.y + 70;
      return (
        <>
          <path
            d={`M0 ${sweep + 40} C400 ${sweep + 10} 800 ${sweep + 60} 1280 ${sweep - 10} L1280 800 L0 800 Z`}
            fill={livery.accent}
          />
          <path
            d={`M0 ${sweep + 26} C400 ${sweep - 4} 800 ${sweep + 46} 1280 ${sweep - 24} L1280 ${sweep - 10} C800 ${sweep + 60} 400 ${sweep + 10} 0 ${sweep + 40} Z`}
            fill={luminance(color) > 0.5 ? shade(livery.accent, 0.5) : '#ffffff'}
            opacity="0.9"
          />
        </>
      );
    }
  }
}

/**
 * A business livery's lettering on the panel: the company's name sized to the space, the tagline
 * under it. The words are text nodes, so whatever a name holds is drawn as written.
 */
export function Lettering({ livery, p, color }: Omit<LiveryProps, 'id'>) {
  if (livery.kind !== 'business') return null;
  const { x, y, w } = p.panel;
  const size = Math.min(64, Math.floor((w / Math.max(livery.company.length, 8)) * 1.55));
  const ink = luminance(color) < 0.5 ? '#ffffff' : '#0f172a';
  return (
    <>
      <text
        x={x}
        y={y}
        fontFamily="Arial Black, Arial, sans-serif"
        fontWeight="900"
        fontSize={size}
        fill={ink}
        textLength={Math.min(w, livery.company.length * size * 0.72)}
        lengthAdjust="spacingAndGlyphs"
      >
        {livery.company}
      </text>
      <text
        x={x}
        y={y + size * 0.9}
        fontFamily="Arial, sans-serif"
        fontWeight="700"
        fontSize={Math.round(size * 0.42)}
        fill={ink}
        opacity="0.85"
      >
        {livery.tagline}
      </text>
    </>
  );
}
