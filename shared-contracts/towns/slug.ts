/** Lowercase, trimmed, runs of spaces as one hyphen: "Oak Park" and "oak-park" are one town, whichever a link or a visitor typed. */
export function normaliseSlug(slug: string): string {
  return slug.trim().toLowerCase().replace(/\s+/g, '-');
}
