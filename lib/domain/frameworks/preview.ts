import type { DirectoryFramework } from '@/lib/catalog/framework-directory';
import type { LibraryControl, LibraryFramework } from '@/lib/catalog/types';
import type { ControlState } from '@/lib/schemas/frameworks/control-state';
import { frameworkDetailOf, stateText, type StoredControlState } from './controls';

/** A unified control mapped to a requirement, with the organization's state of it. */
export type PreviewControl = { id: string; name: string; state: ControlState; stateText: string };

export type PreviewRequirement = {
  id: string;
  title: string;
  kind?: 'required' | 'addressable';
  /** Every mapped control is implemented or not applicable in the organization. */
  met: boolean;
  controls: PreviewControl[];
};

export type PreviewGroup = { id: string; heading: string; met: number; total: number; requirements: PreviewRequirement[] };

/**
 * A framework of the directory as its preview shows it: name and description, and, when the control library holds
 * its requirements, its edition, requirements in the standard's groups with the controls mapped to each and how
 * many the organization's control states already meet. `library` is null for a framework whose list is coming.
 */
export type FrameworkPreview = {
  id: string;
  name: string;
  description: string;
  library: { edition: string; met: number; total: number; groups: PreviewGroup[] } | null;
};

/** What the preview says of a framework whose requirement list the library does not hold. */
export function noRequirementsText(name: string): string {
  return `The control library does not hold the requirements of ${name} yet, so there is nothing to preview or measure. Its requirement list is coming.`;
}

/** The preview of `entry`, from its library framework (when the library holds one) and the organization's control states. */
export function frameworkPreviewOf(
  entry: Pick<DirectoryFramework, 'id' | 'name' | 'description'>,
  framework: LibraryFramework | undefined,
  controls: readonly LibraryControl[],
  stored: ReadonlyMap<string, StoredControlState>,
  evidenced: ReadonlySet<string>,
): FrameworkPreview {
  const base = { id: entry.id, name: entry.name, description: entry.description };
  if (!framework || framework.groups.every((group) => group.requirements.length === 0)) return { ...base, library: null };
  // Owners are not shown here: the preview is about requirements and their overlap, not who works on them.
  const detail = frameworkDetailOf(framework, controls, stored, new Map(), evidenced);
  return {
    ...base,
    library: {
      edition: framework.edition,
      met: detail.progress.met,
      total: detail.progress.total,
      groups: detail.groups.map((group) => ({
        id: group.id,
        heading: group.heading,
        met: group.met,
        total: group.total,
        requirements: group.requirements.map((requirement) => ({
          id: requirement.id,
          title: requirement.title,
          ...(requirement.kind ? { kind: requirement.kind } : {}),
          met: requirement.met,
          controls: requirement.controls.map((control) => ({
            id: control.id,
            name: control.name,
            state: control.state,
            stateText: stateText(control),
          })),
        })),
      })),
    },
  };
}
