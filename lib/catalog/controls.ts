import type { LibraryControl } from '@/lib/catalog/types';
import { governanceControls } from './control-domains/governance';
import { assetAndAccessControls } from './control-domains/assets-and-access';
import { operationsControls } from './control-domains/operations';
import { changeVendorAndIncidentControls } from './control-domains/change-vendors-incidents';
import { continuityAndPhysicalControls } from './control-domains/continuity-and-physical';
import { privacyProgrammeControls } from './control-domains/privacy-programme';
import { privacyRightsControls } from './control-domains/privacy-rights';
import { cardholderAndAuditControls } from './control-domains/cardholder-and-audit';
import { ismsControls } from './control-domains/isms';
import { financialReportingControls } from './control-domains/financial-reporting';
import { studentRecordsControls } from './control-domains/student-records';
import { childrenAndMarketingControls } from './control-domains/children-and-marketing';
import { federalControls } from './control-domains/federal';
import { soxMapping } from './frameworks/sox-mapping';
import { ferpaMapping } from './frameworks/ferpa-mapping';
import { coppaMapping } from './frameworks/coppa-mapping';
import { canSpamMapping } from './frameworks/can-spam-mapping';
import { tcpaMapping } from './frameworks/tcpa-mapping';
import { fedrampMapping } from './frameworks/fedramp-mapping';

/** Extra requirement keys for existing controls, by control id: one table per framework added after the controls. */
type ExtraMapping = Readonly<Record<string, readonly string[]>>;

/**
 * The controls with each framework's extra keys appended to their `maps`, in the tables' order, without duplicates.
 * A table naming a control that does not exist throws, so a typo fails every test that loads the library.
 */
export function withExtraMappings(controls: readonly LibraryControl[], tables: readonly ExtraMapping[]): LibraryControl[] {
  const known = new Set(controls.map((control) => control.id));
  for (const table of tables) {
    for (const id of Object.keys(table)) if (!known.has(id)) throw new Error(`No library control ${id} to map`);
  }
  return controls.map((control) => {
    const extra = tables.flatMap((table) => table[control.id] ?? []);
    return extra.length === 0 ? control : { ...control, maps: [...new Set([...control.maps, ...extra])] };
  });
}

/**
 * The unified control set: each control is implemented once and counts for every framework
 * requirement it maps to. Controls are grouped by domain, and their ids carry the domain's prefix. A control maps to
 * a requirement only where putting the control in place satisfies, or substantially addresses, that requirement;
 * narrow requirements (a HIPAA group health plan clause, a GDPR representative, a PCI DSS section about card numbers
 * sent over open networks) get a control of their own rather than a stretched general one. Every requirement of the
 * library's frameworks is mapped by at least one control (tests/unit/catalog/controls.test.ts).
 */
export const libraryControls: readonly LibraryControl[] = withExtraMappings(
  [
    ...governanceControls,
    ...assetAndAccessControls,
    ...operationsControls,
    ...changeVendorAndIncidentControls,
    ...continuityAndPhysicalControls,
    ...privacyProgrammeControls,
    ...privacyRightsControls,
    ...cardholderAndAuditControls,
    ...ismsControls,
    ...financialReportingControls,
    ...studentRecordsControls,
    ...childrenAndMarketingControls,
    ...federalControls,
  ],
  [soxMapping, ferpaMapping, coppaMapping, canSpamMapping, tcpaMapping, fedrampMapping],
);

/** The ids of the library controls mapped to a requirement of the framework `frameworkId`. */
export function controlIdsOf(frameworkId: string): string[] {
  return libraryControls.filter((control) => control.maps.some((key) => key.startsWith(`${frameworkId}:`))).map((control) => control.id);
}
