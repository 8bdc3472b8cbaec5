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

/**
 * The unified control set: each control is implemented once and counts for every framework
 * requirement it maps to. Controls are grouped by domain, and their ids carry the domain's prefix. A control maps to
 * a requirement only where putting the control in place satisfies, or substantially addresses, that requirement;
 * narrow requirements (a HIPAA group health plan clause, a GDPR representative, a PCI DSS section about card numbers
 * sent over open networks) get a control of their own rather than a stretched general one. Every requirement of the
 * library's frameworks is mapped by at least one control (tests/unit/catalog/controls.test.ts).
 */
export const libraryControls: readonly LibraryControl[] = [
  ...governanceControls,
  ...assetAndAccessControls,
  ...operationsControls,
  ...changeVendorAndIncidentControls,
  ...continuityAndPhysicalControls,
  ...privacyProgrammeControls,
  ...privacyRightsControls,
  ...cardholderAndAuditControls,
  ...ismsControls,
];

/** The ids of the library controls mapped to a requirement of the framework `frameworkId`. */
export function controlIdsOf(frameworkId: string): string[] {
  return libraryControls.filter((control) => control.maps.some((key) => key.startsWith(`${frameworkId}:`))).map((control) => control.id);
}
