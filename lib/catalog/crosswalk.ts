import type { LibraryControl, RequirementSet } from './types';

/** The requirements of one other framework that share a control with a requirement, in that standard's order. */
export type SharedRequirements = { frameworkId: string; name: string; requirementIds: string[] };

/** A requirement's key in the controls' maps: "<framework id>:<requirement id>". */
const keyOf = (frameworkId: string, requirementId: string) => `${frameworkId}:${requirementId}`;

/**
 * The crosswalk of `framework`: for each of its requirements (by id), the requirements of the other `frameworks`
 * that share at least one of its mapped controls, framework by framework in the order of `frameworks`, each
 * framework's requirements in its standard's order. Implementing a shared control advances both sides, so these
 * are the links a control library's mapping makes between standards. A requirement no control maps to, or whose
 * controls map nowhere else, has an empty list; a framework with no shared requirement is left out.
 */
export function crosswalkOf(
  framework: Pick<RequirementSet, 'id' | 'groups'>,
  controls: readonly Pick<LibraryControl, 'id' | 'maps'>[],
  frameworks: readonly Pick<RequirementSet, 'id' | 'name' | 'groups'>[],
): Map<string, SharedRequirements[]> {
  const others = frameworks
    .filter((candidate) => candidate.id !== framework.id)
    .map((other) => ({ id: other.id, name: other.name, ids: other.groups.flatMap((group) => group.requirements.map(({ id }) => id)) }));
  const crosswalk = new Map<string, SharedRequirements[]>();
  for (const group of framework.groups) {
    for (const requirement of group.requirements) {
      const own = keyOf(framework.id, requirement.id);
      const linked = new Set(controls.filter((control) => control.maps.includes(own)).flatMap((control) => control.maps));
      const shared = others.flatMap((other) => {
        const requirementIds = other.ids.filter((id) => linked.has(keyOf(other.id, id)));
        return requirementIds.length === 0 ? [] : [{ frameworkId: other.id, name: other.name, requirementIds }];
      });
      crosswalk.set(requirement.id, shared);
    }
  }
  return crosswalk;
}

/**
 * What the framework detail says a requirement also satisfies: one short line per other framework, its name then
 * its requirement ids ("ISO 27001 A.8.25, A.8.32", "PCI DSS 6.5"), so the page sends a few strings, not controls.
 */
export function alsoSatisfiesLines(shared: readonly SharedRequirements[]): string[] {
  return shared.map(({ name, requirementIds }) => `${name} ${requirementIds.join(', ')}`);
}

/**
 * How many requirements of a crosswalk share at least one control with a requirement of the frameworks
 * `followedIds`: the part of a framework the organization's existing work already touches, whatever the controls'
 * states. Ids absent from the crosswalk share nothing.
 */
export function sharedRequirementCount(
  crosswalk: ReadonlyMap<string, readonly SharedRequirements[]>,
  followedIds: readonly string[],
): number {
  const followed = new Set(followedIds);
  let count = 0;
  for (const shared of crosswalk.values()) {
    if (shared.some((entry) => followed.has(entry.frameworkId))) count += 1;
  }
  return count;
}
