import type { SampleItem } from '@/lib/schemas/audit-requests/records';

/**
 * mulberry32: a small 32-bit seeded generator (Tommy Ettinger's, public domain). The same seed gives the same
 * numbers on any machine, so an auditor repeats a draw from its seed with a few lines of code.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The population in the order a draw reads it: by day, then label, then id, whatever order it was read in. */
export function orderedPopulation(items: readonly SampleItem[]): SampleItem[] {
  return [...items].sort((a, b) => a.day.localeCompare(b.day) || a.label.localeCompare(b.label) || a.id.localeCompare(b.id));
}

export function sampleSizeRefusal(size: number, populationSize: number): string | null {
  if (populationSize === 0) return 'This population has no items in the audit’s period, so there is nothing to sample.';
  if (size > populationSize) {
    return `The sample size (${size}) is larger than the population (${populationSize} items in the period). Choose at most ${populationSize}.`;
  }
  return null;
}

/**
 * Draws `size` items without replacement: the population ordered as `orderedPopulation` does, then the first
 * `size` steps of a Fisher–Yates shuffle driven by mulberry32(seed), step i swapping position i with
 * i + floor(next() × (n − i)). The items come out in the order drawn.
 */
export function drawSample(items: readonly SampleItem[], size: number, seed: number): SampleItem[] {
  const refusal = sampleSizeRefusal(size, items.length);
  if (refusal) throw new RangeError(refusal);
  const pool = orderedPopulation(items);
  const next = mulberry32(seed);
  for (let i = 0; i < size; i += 1) {
    const j = i + Math.floor(next() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, size);
}

/** A new seed when the person gives none: shown with the sample, so the draw can be repeated. */
export function newSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 0xffffffff) >>> 0;
}
