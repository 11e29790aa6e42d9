import type { Tool as ToolKind } from '../../scenes/scene';

/** The colour people are drawn in: silhouettes at work, never faces (see `Portrait.tsx`). */
export const SILHOUETTE = '#0f172a';

/** A tool held with its grip at (0, 0), pointing up and right. */
export function Tool({ tool, accent }: { tool: ToolKind; accent: string }) {
  switch (tool) {
    case 'squeegee':
      return (
        <g transform="rotate(-20)">
          <rect x="-20" y="-120" width="130" height="70" rx="16" fill={accent} />
          <rect x="-20" y="-62" width="130" height="14" rx="6" fill="#1f2937" />
        </g>
      );
    case 'heatGun':
      return (
        <g transform="rotate(-15)">
          <rect x="-30" y="-110" width="170" height="70" rx="26" fill={accent} />
          <rect x="130" y="-98" width="60" height="46" rx="8" fill="#374151" />
          <rect x="-14" y="-50" width="44" height="90" rx="14" fill="#1f2937" />
        </g>
      );
    case 'tablet':
      return (
        <g transform="rotate(-8)">
          <rect x="-40" y="-170" width="200" height="150" rx="14" fill="#1f2937" />
          <rect x="-28" y="-158" width="176" height="126" rx="8" fill={accent} />
          <path d="M-10 -60 L40 -110 L80 -80 L130 -130" stroke="#fff" strokeWidth="8" fill="none" />
        </g>
      );
    case 'clipboard':
      return (
        <g transform="rotate(-6)">
          <rect x="-30" y="-190" width="150" height="200" rx="10" fill="#92400e" />
          <rect x="-16" y="-170" width="122" height="170" fill="#f8fafc" />
          {[0, 1, 2, 3].map((i) => (
            <rect key={i} x="-4" y={-150 + i * 36} width={90 - i * 12} height="10" rx="5" fill={accent} />
          ))}
        </g>
      );
    case 'filmRoll':
      return (
        <g transform="rotate(-10)">
          <rect x="-40" y="-90" width="220" height="70" rx="20" fill={accent} />
          <ellipse cx="-40" cy="-55" rx="18" ry="35" fill="#e2e8f0" />
        </g>
      );
  }
}
