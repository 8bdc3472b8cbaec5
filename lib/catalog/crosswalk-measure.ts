import { crosswalkOf } from './crosswalk';
import type { LibraryControl, RequirementSet } from './types';

/** A mapping a publisher made freely available between two frameworks of the library, as requirement id pairs. */
export type PublishedMapping = {
  /** Library framework ids: the mapping's source and target. */
  from: string;
  to: string;
  source: { publisher: string; title: string; url: string; obtained: string };
  pairs: readonly (readonly [string, string])[];
};

/** How the library's crosswalk compares with a published mapping. */
export type CrosswalkMeasure = {
  from: string;
  to: string;
  /** Published pairs whose two requirements the library holds; those naming others are counted in `outside`. */
  published: number;
  outside: number;
  /** Links the crosswalk makes from the requirements the publisher mapped. */
  linked: number;
  /** Published pairs the crosswalk also makes. */
  found: number;
  recall: number;
  precision: number;
  /** Published pairs the crosswalk does not make, in the mapping's order. */
  missed: [string, string][];
};

type Framework = Pick<RequirementSet, 'id' | 'name' | 'groups'>;

const idsOf = (framework: Framework) => new Set(framework.groups.flatMap((group) => group.requirements.map(({ id }) => id)));
const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/**
 * Measures the crosswalk (requirements linked by a shared control, crosswalkOf) against a published mapping. Recall
 * is the share of the published pairs the crosswalk makes; precision the share of the crosswalk's links, from the
 * requirements the publisher mapped, that the publisher also makes (a requirement it left unmapped is not judged).
 */
export function measureCrosswalk(
  mapping: PublishedMapping,
  controls: readonly Pick<LibraryControl, 'id' | 'maps'>[],
  frameworks: readonly Framework[],
): CrosswalkMeasure {
  const from = frameworks.find((framework) => framework.id === mapping.from);
  const to = frameworks.find((framework) => framework.id === mapping.to);
  if (!from || !to) throw new Error(`The library holds no framework ${from ? mapping.to : mapping.from}`);
  const fromIds = idsOf(from);
  const toIds = idsOf(to);
  const held = mapping.pairs.filter(([a, b]) => fromIds.has(a) && toIds.has(b));
  const published = new Set(held.map(([a, b]) => `${a}\u0000${b}`));
  const crosswalk = crosswalkOf(from, controls, [from, to]);
  const linked = new Set<string>();
  for (const a of new Set(held.map(([source]) => source))) {
    const targets = crosswalk.get(a)?.find((entry) => entry.frameworkId === to.id)?.requirementIds ?? [];
    for (const b of targets) linked.add(`${a}\u0000${b}`);
  }
  const found = [...published].filter((pair) => linked.has(pair)).length;
  return {
    from: from.id,
    to: to.id,
    published: published.size,
    outside: mapping.pairs.length - held.length,
    linked: linked.size,
    found,
    recall: ratio(found, published.size),
    precision: ratio(found, linked.size),
    missed: held.filter(([a, b]) => !linked.has(`${a}\u0000${b}`)).map(([a, b]) => [a, b]),
  };
}
