/**
 * Directory frameworks whose requirement text is licensed: the product may not ship it, so an organization imports
 * its own licensed list from CSV (lib/domain/custom-frameworks/licensed-requirements.ts), kept as a custom framework linked to the
 * directory id and scored like any framework.
 */
export type LicensedFramework = { id: string; name: string; licence: string };

export const licensedFrameworks: readonly LicensedFramework[] = [
  {
    id: 'hitrust',
    name: 'HITRUST CSF',
    licence: 'HITRUST CSF is licensed by HITRUST Alliance: its requirements are not shipped with the product.',
  },
];

export const licensedFrameworkIds = licensedFrameworks.map((framework) => framework.id) as [string, ...string[]];

export function licensedFramework(id: string): LicensedFramework | undefined {
  return licensedFrameworks.find((framework) => framework.id === id);
}

/** The header row of a licensed list's CSV file (it may be left out). */
export const LICENSED_REQUIREMENTS_HEADER = 'Requirement,Title,Group,Controls';
