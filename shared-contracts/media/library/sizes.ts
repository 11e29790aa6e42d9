/** The two shapes of the library's images: wide scenes and square products and portraits. */
export const wide = { width: 1280, height: 800 } as const;
export const square = { width: 1280, height: 1280 } as const;
