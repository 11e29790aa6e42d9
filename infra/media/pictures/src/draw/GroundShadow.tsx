/** A soft shadow cast on the floor under an object, wider than it is deep. */
export function GroundShadow({
  id,
  cx,
  cy,
  rx,
  ry,
  strength = 0.45,
}: {
  id: string;
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  strength?: number;
}) {
  return (
    <>
      <defs>
        <radialGradient id={id}>
          <stop offset="0" stopColor="#0b1120" stopOpacity={strength} />
          <stop offset="0.7" stopColor="#0b1120" stopOpacity={strength * 0.35} />
          <stop offset="1" stopColor="#0b1120" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill={`url(#${id})`} />
    </>
  );
}
