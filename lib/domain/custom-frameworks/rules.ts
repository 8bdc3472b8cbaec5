import type { LibraryControl, RequirementGroup, RequirementSet } from '@/lib/catalog/types';
import type { CustomRequirement } from './requirements';
import { controlsByRequirement, frameworkProgress, type Progress } from '../frameworks/scores';
import type { ControlState } from '@/lib/schemas/frameworks/control-state';

/** The id a custom framework is scored and shown under, beside the library's: "custom:<uuid>". */
export const CUSTOM_FRAMEWORK_PREFIX = 'custom:';

/** A custom framework as the organization keeps it. */
export type CustomFrameworkRecord = {
  id: string;
  name: string;
  description: string;
  requirements: CustomRequirement[];
  version: number;
  updatedAt: Date;
};

type Framework = Pick<CustomFrameworkRecord, 'id' | 'name' | 'description' | 'requirements'>;

/** Where a custom framework's page is. */
export const customFrameworkHref = (id: string) => `/manage/frameworks/custom/${id}`;

/**
 * A custom framework as a requirement set, in the order its requirements were given: one group under its own name,
 * or, for an imported licensed list whose lines name their group, a group per name in the order first named (lines
 * without one under the framework's name).
 */
export function customRequirementSet(framework: Framework): RequirementSet {
  const groups = new Map<string, RequirementGroup>();
  for (const { id, title, group } of framework.requirements) {
    const key = group ?? '';
    const existing = groups.get(key) ?? {
      id: group ? `group-${groups.size + 1}` : 'requirements',
      title: group ?? framework.name,
      requirements: [],
    };
    existing.requirements.push({ id, title });
    groups.set(key, existing);
  }
  return {
    id: `${CUSTOM_FRAMEWORK_PREFIX}${framework.id}`,
    name: framework.name,
    edition: framework.description,
    groups: [...groups.values()],
  };
}

/**
 * The library controls a custom framework maps, each carrying only its mappings to that framework, so progress
 * and the detail screen read them exactly as they read a library framework's. A control since gone from the
 * library is left out.
 */
export function customMappedControls(framework: Framework, library: readonly LibraryControl[]): LibraryControl[] {
  const keys = new Map<string, string[]>();
  for (const requirement of framework.requirements) {
    for (const control of requirement.controls) {
      keys.set(control, [...(keys.get(control) ?? []), `${CUSTOM_FRAMEWORK_PREFIX}${framework.id}:${requirement.id}`]);
    }
  }
  return library.filter((control) => keys.has(control.id)).map((control) => ({ ...control, maps: keys.get(control.id)! }));
}

/** A custom framework's progress by the rule every framework follows (lib/domain/frameworks/scores.ts). */
export function customProgress(
  framework: Framework,
  library: readonly LibraryControl[],
  states: ReadonlyMap<string, ControlState>,
  evidenced: ReadonlySet<string>,
): Progress | null {
  const index = controlsByRequirement(customMappedControls(framework, library));
  return frameworkProgress(customRequirementSet(framework), index, states, evidenced);
}
