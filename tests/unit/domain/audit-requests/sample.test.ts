import { drawSample, mulberry32, orderedPopulation, sampleSizeRefusal } from '@/lib/domain/audit-requests/sample';
import type { SampleItem } from '@/lib/schemas/audit-requests/records';

const population: SampleItem[] = Array.from({ length: 40 }, (_, index) => ({
  id: `id-${String(index).padStart(2, '0')}`,
  label: `Person ${index}`,
  day: `2026-0${1 + (index % 9)}-1${index % 10}`,
}));

describe('seeded samples', () => {
  it('gives the same numbers for the same seed and others for another seed', () => {
    const first = mulberry32(42);
    const again = mulberry32(42);
    const other = mulberry32(43);
    const a = [first(), first(), first()];
    expect([again(), again(), again()]).toEqual(a);
    expect([other(), other(), other()]).not.toEqual(a);
    for (const value of a) expect(value >= 0 && value < 1).toBe(true);
  });

  it('draws the same items with the same seed, whatever order the population was read in', () => {
    const drawn = drawSample(population, 8, 20261129);
    expect(drawSample([...population].reverse(), 8, 20261129)).toEqual(drawn);
    expect(drawn).toHaveLength(8);
    expect(new Set(drawn.map((item) => item.id)).size).toBe(8);
    for (const item of drawn) expect(population).toContainEqual(item);
  });

  it('draws other items with another seed', () => {
    const ids = (seed: number) => drawSample(population, 8, seed).map((item) => item.id);
    expect(ids(1)).not.toEqual(ids(2));
  });

  it('draws the whole population in a seeded order when the size is the population', () => {
    const drawn = drawSample(population, population.length, 7);
    expect([...drawn].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...population].sort((a, b) => a.id.localeCompare(b.id)));
    expect(drawn).not.toEqual(orderedPopulation(population));
  });

  it('refuses a sample larger than the population, and an empty population, with a message', () => {
    expect(sampleSizeRefusal(41, 40)).toBe(
      'The sample size (41) is larger than the population (40 items in the period). Choose at most 40.',
    );
    expect(sampleSizeRefusal(1, 0)).toMatch(/no items in the audit’s period/);
    expect(sampleSizeRefusal(40, 40)).toBeNull();
    expect(() => drawSample(population, 41, 1)).toThrow(RangeError);
  });
});
