import { describe, expect, it } from 'vitest';

import { measure } from './measure';

describe('measure', () => {
  it("gives a line length in em from Inter's digit width, so the fallback face sets the same box", () => {
    expect(measure(62)).toBe('39.12em');
    expect(measure(22, 700)).toBe('14.83em');
  });
});
