import type { CatalogFrameworkId } from '@/lib/catalog/types';

/** Extra requirement keys for existing controls, by control id: "AC-05" → ["glba:314.4(c)(5)"]. */
export type ExtraMaps = Readonly<Record<string, readonly string[]>>;

/**
 * Turns a framework's mapping written requirement by requirement (requirement id → existing control ids, as a
 * reviewer reads it) into the keys each control gains. Controls of the library's own domain files keep their
 * `maps`; these keys are added to them by lib/catalog/controls.ts.
 */
export function extraMapsOf(frameworkId: CatalogFrameworkId, byRequirement: Readonly<Record<string, readonly string[]>>): ExtraMaps {
  const byControl: Record<string, string[]> = {};
  for (const [requirementId, controlIds] of Object.entries(byRequirement)) {
    for (const controlId of controlIds) (byControl[controlId] ??= []).push(`${frameworkId}:${requirementId}`);
  }
  return byControl;
}
