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
import { programmeAndNoticeControls } from './control-domains/programme-and-notices';
import { electronicRecordControls } from './control-domains/electronic-records';
import { financialCrimeControls } from './control-domains/financial-crime';
import { consumerReportControls } from './control-domains/consumer-reports';
import { financialReportingControls } from './control-domains/financial-reporting';
import { studentRecordsControls } from './control-domains/student-records';
import { childrenAndMarketingControls } from './control-domains/children-and-marketing';
import { federalControls } from './control-domains/federal';
import { healthPrivacyControls } from './control-domains/health-privacy';
import { aiSystemControls } from './control-domains/ai-systems';
import { soxMapping } from './frameworks/sox-mapping';
import { ferpaMapping } from './frameworks/ferpa-mapping';
import { coppaMapping } from './frameworks/coppa-mapping';
import { canSpamMapping } from './frameworks/can-spam-mapping';
import { tcpaMapping } from './frameworks/tcpa-mapping';
import { fedrampMapping } from './frameworks/fedramp-mapping';
import type { ExtraMaps } from './frameworks/mapping';
import { glbaMapping } from './frameworks/glba-mapping';
import { hitechMapping } from './frameworks/hitech-mapping';
import { iso27001CrosswalkMapping } from './frameworks/iso27001-crosswalk-mapping';
import { fdaPart11Mapping } from './frameworks/fda-part11-mapping';
import { bsaAmlMapping } from './frameworks/bsa-aml-mapping';
import { fcraMapping } from './frameworks/fcra-mapping';
import { fincenBoiMapping } from './frameworks/fincen-boi-mapping';
import { nistCsfMapping } from './frameworks/nist-csf-mapping';
import { txDpsaMapping } from './frameworks/tx-dpsa-mapping';
import { coCpaMapping } from './frameworks/co-cpa-mapping';
import { vaCdpaMapping } from './frameworks/va-cdpa-mapping';
import { nis2Mapping } from './frameworks/nis2-mapping';
import { doraMapping } from './frameworks/dora-mapping';
import { nistAiRmfMapping } from './frameworks/nist-ai-rmf-mapping';
import { euAiActMapping } from './frameworks/eu-ai-act-mapping';
import { iso42001Mapping } from './frameworks/iso42001-mapping';
import { ukGdprMapping } from './frameworks/uk-gdpr-mapping';
import { iso27701Mapping } from './frameworks/iso27701-mapping';
import { ftcHbnrMapping } from './frameworks/ftc-hbnr-mapping';
import { hipaaPrivacyMapping } from './frameworks/hipaa-privacy-mapping';

/**
 * Adds to each control the requirement keys that per-framework mapping files give it (keys it already has are not
 * repeated). A mapping that names a control the set does not hold is a mistake in the catalog, so it throws.
 */
export function withExtraMaps(controls: readonly LibraryControl[], extras: readonly ExtraMaps[]): LibraryControl[] {
  const known = new Set(controls.map((control) => control.id));
  for (const extra of extras) {
    const unknown = Object.keys(extra).filter((id) => !known.has(id));
    if (unknown.length > 0) throw new Error(`Mapping names unknown controls: ${unknown.join(', ')}`);
  }
  return controls.map((control) => {
    const added = extras.flatMap((extra) => extra[control.id] ?? []);
    return added.length === 0 ? control : { ...control, maps: [...new Set([...control.maps, ...added])] };
  });
}

/**
 * The unified control set: each control is implemented once and counts for every framework
 * requirement it maps to. Controls are grouped by domain, and their ids carry the domain's prefix. A control maps to
 * a requirement only where putting the control in place satisfies, or substantially addresses, that requirement;
 * narrow requirements (a HIPAA group health plan clause, a GDPR representative, a PCI DSS section about card numbers
 * sent over open networks) get a control of their own rather than a stretched general one. Every requirement of the
 * library's frameworks is mapped by at least one control (tests/unit/catalog/controls.test.ts). Frameworks added
 * later map existing controls through a mapping file of their own (lib/catalog/frameworks/<id>-mapping.ts).
 */
export const libraryControls: readonly LibraryControl[] = withExtraMaps(
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
    ...programmeAndNoticeControls,
    ...electronicRecordControls,
    ...financialCrimeControls,
    ...consumerReportControls,
    ...financialReportingControls,
    ...studentRecordsControls,
    ...childrenAndMarketingControls,
    ...federalControls,
    ...healthPrivacyControls,
    ...aiSystemControls,
  ],
  [
    glbaMapping,
    hitechMapping,
    fdaPart11Mapping,
    bsaAmlMapping,
    fcraMapping,
    fincenBoiMapping,
    nistCsfMapping,
    soxMapping,
    ferpaMapping,
    coppaMapping,
    canSpamMapping,
    tcpaMapping,
    fedrampMapping,
    iso27001CrosswalkMapping,
    hipaaPrivacyMapping,
    ftcHbnrMapping,
    iso27701Mapping,
    ukGdprMapping,
    iso42001Mapping,
    euAiActMapping,
    nistAiRmfMapping,
    doraMapping,
    nis2Mapping,
    vaCdpaMapping,
    coCpaMapping,
    txDpsaMapping,
  ],
);

/** The ids of the library controls mapped to a requirement of the framework `frameworkId`. */
export function controlIdsOf(frameworkId: string): string[] {
  return libraryControls.filter((control) => control.maps.some((key) => key.startsWith(`${frameworkId}:`))).map((control) => control.id);
}
