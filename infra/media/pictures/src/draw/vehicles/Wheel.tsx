/** A tyre and five-spoke rim standing on the ground line (y = 660); `id` names the vehicle's gradients. */
export function Wheel({ id, x, r }: { id: string; x: number; r: number }) {
  const cy = 660 - r;
  const rim = r * 0.64;
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 72 * Math.PI) / 180;
    const [dx, dy] = [Math.sin(a), -Math.cos(a)];
    const [px, py] = [-dy * rim * 0.12, dx * rim * 0.12];
    return (
      <path
        key={i}
        d={`M${x + px * 1.6} ${cy + py * 1.6} L${x + dx * rim * 0.92 + px} ${cy + dy * rim * 0.92 + py} L${x + dx * rim * 0.92 - px} ${cy + dy * rim * 0.92 - py} L${x - px * 1.6} ${cy - py * 1.6} Z`}
        fill={`url(#${id}-rim)`}
      />
    );
  });
  return (
    <>
      <circle cx={x} cy={cy} r={r} fill={`url(#${id}-tyre)`} />
      <circle cx={x} cy={cy} r={rim} fill="#1f2937" />
      <circle cx={x} cy={cy} r={rim * 0.78} fill="#4b5563" />
      {spokes}
      <circle cx={x} cy={cy} r={rim} fill="none" stroke={`url(#${id}-rim)`} strokeWidth={r * 0.08} />
      <circle cx={x} cy={cy} r={rim * 0.18} fill={`url(#${id}-rim)`} />
      <path
        d={`M${x - rim * 0.7} ${cy - rim * 0.55} A${rim * 0.9} ${rim * 0.9} 0 0 1 ${x + rim * 0.2} ${cy - rim * 0.85}`}
        stroke="#fff"
        strokeWidth="4"
        opacity="0.55"
        fill="none"
      />
    </>
  );
}
