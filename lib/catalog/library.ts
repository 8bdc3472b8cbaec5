import { bsaAml } from './frameworks/bsa-aml';
import { canSpam } from './frameworks/can-spam';
import { ccpa } from './frameworks/ccpa';
import { coppa } from './frameworks/coppa';
import { fcra } from './frameworks/fcra';
import { fdaPart11 } from './frameworks/fda-part11';
import { fedramp } from './frameworks/fedramp';
import { ferpa } from './frameworks/ferpa';
import { fincenBoi } from './frameworks/fincen-boi';
import { glba } from './frameworks/glba';
import { gdpr } from './frameworks/gdpr';
import { hipaa } from './frameworks/hipaa';
import { hitech } from './frameworks/hitech';
import { iso27001 } from './frameworks/iso27001';
import { nistCsf } from './frameworks/nist-csf';
import { pciDss } from './frameworks/pci-dss';
import { soc2 } from './frameworks/soc2';
import { sox } from './frameworks/sox';
import { tcpa } from './frameworks/tcpa';
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
