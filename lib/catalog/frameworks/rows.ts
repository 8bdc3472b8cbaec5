import type { RequirementGroup } from '@/lib/catalog/types';

/** One requirement written as a row: its official identifier and a short title in our words. */
export type RequirementRow = readonly [id: string, title: string];

/** A requirement group built from rows, for frameworks that mark no Required/Addressable kind. */
export function groupOf(id: string, title: string, rows: readonly RequirementRow[]): RequirementGroup {
  return { id, title, requirements: rows.map(([requirementId, requirementTitle]) => ({ id: requirementId, title: requirementTitle })) };
}
