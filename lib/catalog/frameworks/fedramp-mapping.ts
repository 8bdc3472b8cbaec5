import { fedrampFamilies } from './fedramp';

/**
 * The FedRAMP Moderate controls that existing controls of the library satisfy, by control id (merged into
 * libraryControls by lib/catalog/controls.ts), read from the baseline's rows (fedramp-families-*.ts). Controls made
 * for FedRAMP alone carry their keys themselves (lib/catalog/control-domains/federal.ts).
 */
export const fedrampMapping: Readonly<Record<string, readonly string[]>> = (() => {
  const keys: Record<string, string[]> = {};
  for (const family of fedrampFamilies) {
    for (const [id, , existing] of family.rows) {
      for (const control of existing.split(' ').filter(Boolean)) (keys[control] ??= []).push(`fedramp:${id}`);
    }
  }
  return keys;
})();
