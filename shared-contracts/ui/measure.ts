/** The width of Inter's "0" per weight, in em: what `ch` comes to once the brand face is drawn. */
const interZeroWidth = { 400: 0.6309, 700: 0.6743 } as const;

/**
 * A line length of about `chars` characters, in em. A box sized in `ch` follows the face on screen:
 * it is 6% (regular) to 18% (bold) narrower in the fallback than in Inter, so every line in it would
 * wrap again when the brand face swaps in. In em it keeps one width for both faces.
 */
export const measure = (chars: number, weight: keyof typeof interZeroWidth = 400) =>
  `${(chars * interZeroWidth[weight]).toFixed(2)}em`;
