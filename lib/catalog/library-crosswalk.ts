import { libraryControls } from './controls';
import { alsoSatisfiesLines, crosswalkOf, type SharedRequirements } from './crosswalk';
import { libraryFrameworks } from './library';

const libraryCrosswalks = new Map<string, ReadonlyMap<string, SharedRequirements[]>>();

/**
 * The crosswalk of a library framework (crosswalkOf over the library's controls and frameworks), by requirement id;
 * empty for an id the library does not hold. The catalog is code, so each framework's is worked out once and kept.
 */
export function libraryCrosswalk(frameworkId: string): ReadonlyMap<string, readonly SharedRequirements[]> {
  const known = libraryCrosswalks.get(frameworkId);
  if (known) return known;
  const framework = libraryFrameworks.find((candidate) => candidate.id === frameworkId);
  const crosswalk = framework ? crosswalkOf(framework, libraryControls, libraryFrameworks) : new Map<string, SharedRequirements[]>();
  libraryCrosswalks.set(frameworkId, crosswalk);
  return crosswalk;
}

/** The "also satisfies" lines of every requirement of a library framework, by requirement id. */
export function libraryAlsoSatisfies(frameworkId: string): Map<string, string[]> {
  return new Map([...libraryCrosswalk(frameworkId)].map(([requirementId, shared]) => [requirementId, alsoSatisfiesLines(shared)]));
}
