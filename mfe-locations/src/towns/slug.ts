/** Lowercase, trimmed, runs of spaces as one hyphen: "Oak Park" and "oak-park" are one town (part 1, section 5). */
export function normaliseSlug(slug: string): string {
  return slug.trim().toLowerCase().replace(/\s+/g, '-');
}
