import { libraryControls } from '@/lib/catalog/controls';
import type { LibraryControl } from '@/lib/catalog/types';

/**
 * The library controls a finding names: by a control's own id ("AC-03") or by a requirement it maps to ("A.5.15",
 * "CC6.1"), matched as whole words of the finding's reference and description.
 */
export function controlsOfFinding(finding: { reference: string; description: string }, limit = 5): LibraryControl[] {
  const text = `${finding.reference} ${finding.description}`.toUpperCase();
  const named = (token: string) =>
    new RegExp(`(^|[^A-Z0-9.])${token.toUpperCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Z0-9])`).test(text);
  return libraryControls
    .filter((control) => named(control.id) || control.maps.some((key) => named(key.slice(key.indexOf(':') + 1))))
    .slice(0, limit);
}
