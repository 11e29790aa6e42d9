import type { Finish, Livery } from '../scenes/scene';
import { luminance, shade } from './paint';

/**
 * How light plays on a painted or filmed panel, drawn over the base colour inside the body's clip:
 * gloss mirrors the horizon as a hard-edged band with crisp highlights, satin spreads one soft sheen,
 * matte stays flat with only the form's shading. `belt` is where the horizon falls on the body.
 */
export function FinishLayer({
  id,
  finish,
  top,
  belt,
  bottom,
}: {
  id: string;
  finish: Finish;
  top: number;
  belt: number;
  bottom: number;
}) {
  const span = bottom - top;
  switch (finish) {
    case 'gloss':
      return (
        <>
          <defs>
            <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#fff" stopOpacity="0.55" />
              <stop offset="1" stopColor="#fff" stopOpacity="0.12" />
            </linearGradient>
            <linearGradient id={`${id}-earth`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#000" stopOpacity="0.42" />
              <stop offset="1" stopColor="#000" stopOpacity="0" />
            </linearGradient>
          </defs>
          <rect x="0" y={top} width="1280" height={belt - top} fill={`url(#${id}-sky)`} />
          <rect x="0" y={belt} width="1280" height={span * 0.32} fill={`url(#${id}-earth)`} />
          <path
            d={`M0 ${belt + span * 0.5} L1280 ${belt + span * 0.42} L1280 ${belt + span * 0.47} L0 ${belt + span * 0.55} Z`}
            fill="#fff"
            opacity="0.22"
          />
          <g opacity="0.9">
            {[0.3, 0.58, 0.8].map((x, i) => (
              <path
                key={x}
                d={`M${1280 * x} ${belt - 4} l${90 - i * 20} -${span * 0.12} l14 0 l-${90 - i * 20} ${span * 0.12} Z`}
                fill="#fff"
                opacity={0.75 - i * 0.15}
              />
            ))}
          </g>
          <rect x="0" y={belt - 3} width="1280" height="3" fill="#fff" opacity="0.8" />
        </>
      );
    case 'satin':
      return (
        <>
          <defs>
            <linearGradient id={`${id}-sheen`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#fff" stopOpacity="0.05" />
              <stop offset="0.35" stopColor="#fff" stopOpacity="0.3" />
              <stop offset="0.6" stopColor="#fff" stopOpacity="0.04" />
              <stop offset="1" stopColor="#000" stopOpacity="0.25" />
            </linearGradient>
            <radialGradient id={`${id}-bloom`} cx="0.5" cy="0.5" r="0.5">
              <stop offset="0" stopColor="#fff" stopOpacity="0.28" />
              <stop offset="1" stopColor="#fff" stopOpacity="0" />
            </radialGradient>
          </defs>
          <rect x="0" y={top} width="1280" height={span} fill={`url(#${id}-sheen)`} />
          <ellipse cx="640" cy={belt + span * 0.08} rx="460" ry={span * 0.22} fill={`url(#${id}-bloom)`} />
        </>
      );
    case 'matte':
      return (
        <>
          <defs>
            <linearGradient id={`${id}-flat`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#fff" stopOpacity="0.08" />
              <stop offset="0.5" stopColor="#fff" stopOpacity="0" />
              <stop offset="1" stopColor="#000" stopOpacity="0.18" />
            </linearGradient>
          </defs>
          <rect x="0" y={top} width="1280" height={span} fill={`url(#${id}-flat)`} />
        </>
      );
  }
}

/** The body's base colour, lit from above: lighter at the shoulder, darker toward the sill. */
export function BodyGradient({ id, color, finish }: { id: string; color: string; finish: Finish }) {
  const lift = finish === 'matte' ? 0.06 : 0.18;
  // Light paint darkens less toward the sill, or white would read as silver.
  const drop = (finish === 'matte' ? 0.25 : 0.45) * (luminance(color) > 0.7 ? 0.45 : 1);
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor={shade(color, lift)} />
      <stop offset="0.55" stopColor={color} />
      <stop offset="1" stopColor={shade(color, -drop)} />
    </linearGradient>
  );
}

/** A wrap's own finish: a solid film's as chosen; liveries are printed on gloss film. */
export const finishOf = (livery: Livery): Finish => (livery.kind === 'solid' ? livery.finish : 'gloss');
