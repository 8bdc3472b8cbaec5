import { bsaAml } from './frameworks/bsa-aml';
import { canSpam } from './frameworks/can-spam';
import { ccpa } from './frameworks/ccpa';
import { coCpa } from './frameworks/co-cpa';
import { coppa } from './frameworks/coppa';
import { dora } from './frameworks/dora';
import { euAiAct } from './frameworks/eu-ai-act';
import { fcra } from './frameworks/fcra';
import { fdaPart11 } from './frameworks/fda-part11';
import { fedramp } from './frameworks/fedramp';
import { ferpa } from './frameworks/ferpa';
import { fincenBoi } from './frameworks/fincen-boi';
import { ftcHbnr } from './frameworks/ftc-hbnr';
import { gdpr } from './frameworks/gdpr';
import { glba } from './frameworks/glba';
import { hipaa } from './frameworks/hipaa';
import { hipaaPrivacy } from './frameworks/hipaa-privacy';
import { hitech } from './frameworks/hitech';
import { iso27001 } from './frameworks/iso27001';
import { iso27701 } from './frameworks/iso27701';
import { iso42001 } from './frameworks/iso42001';
import { nis2 } from './frameworks/nis2';
import { nistAiRmf } from './frameworks/nist-ai-rmf';
import { nistCsf } from './frameworks/nist-csf';
import { pciDss } from './frameworks/pci-dss';
import { soc2 } from './frameworks/soc2';
import { sox } from './frameworks/sox';
import { tcpa } from './frameworks/tcpa';
import { txDpsa } from './frameworks/tx-dpsa';
import { ukGdpr } from './frameworks/uk-gdpr';
import { vaCdpa } from './frameworks/va-cdpa';
import type { CatalogFrameworkId, LibraryFramework, Requirement } from './types';

/** The frameworks whose requirements the control library holds; the others of the directory list theirs later. */
export const libraryFrameworks: readonly LibraryFramework[] = [
  soc2,
  iso27001,
  hipaa,
  gdpr,
  ccpa,
  pciDss,
  glba,
  hitech,
  fdaPart11,
  bsaAml,
  fcra,
  fincenBoi,
  nistCsf,
  sox,
  ferpa,
  coppa,
  canSpam,
  tcpa,
  fedramp,
  hipaaPrivacy,
  ftcHbnr,
  iso27701,
  ukGdpr,
  iso42001,
  euAiAct,
  nistAiRmf,
  dora,
  nis2,
  vaCdpa,
  coCpa,
  txDpsa,
];

export function libraryFramework(id: CatalogFrameworkId): LibraryFramework {
  const framework = libraryFrameworks.find((candidate) => candidate.id === id);
  if (!framework) throw new Error(`No library framework ${id}`);
  return framework;
}

/** Every requirement of a framework, in the standard's order. */
export function requirementsOf(framework: LibraryFramework): Requirement[] {
  return framework.groups.flatMap((group) => group.requirements);
}

/** The key a control's mapping uses for a requirement: "<framework id>:<requirement id>". */
export function requirementKey(frameworkId: CatalogFrameworkId, requirementId: string): string {
  return `${frameworkId}:${requirementId}`;
}
