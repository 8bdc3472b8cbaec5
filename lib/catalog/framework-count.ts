import { libraryIds } from './framework-directory';

/**
 * How many frameworks an organization can add with a requirement list: those of the control library. HITRUST (a
 * licensed list each organization imports) and custom frameworks are not counted.
 */
export const addableFrameworkCount: number = libraryIds.size;

/**
 * The count as the public site says it: the exact figure below thirty, then rounded down to its tens with a plus
 * ("30+", "40+"), so the site never claims more than the catalog holds.
 */
export function frameworkCountLabel(count: number = addableFrameworkCount): string {
  return count < 30 ? String(count) : `${Math.floor(count / 10) * 10}+`;
}
