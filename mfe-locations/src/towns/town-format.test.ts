import { driveTime, formatPopulation, milesLabel } from './town-format';

describe('town wording', () => {
  it('calls distance 0 the home base and words the rest in miles from Chicago', () => {
    expect(milesLabel(0)).toBe('Our home base');
    expect(milesLabel(1)).toBe('1 mile from Chicago');
    expect(milesLabel(24)).toBe('24 miles from Chicago');
  });

  it('formats population with thousands separators', () => {
    expect(formatPopulation(2720546)).toBe('2,720,546');
  });

  it('estimates a drive that grows with distance', () => {
    expect(driveTime(0)).toBe('no drive at all');
    expect(driveTime(6)).toBe('about 20 minutes');
    expect(driveTime(24)).toBe('about 50 minutes');
    expect(driveTime(75)).toBe('about 1 hour 45 minutes');
    expect(driveTime(173)).toBe('about 4 hours 5 minutes');
  });
});
