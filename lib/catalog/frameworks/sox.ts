import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf as group, type RequirementRow as Row } from './rows';

/**
 * SOX: the IT general controls an organization evidences for its internal control over financial reporting, on the
 * basis of sections 302 and 404 of the Sarbanes-Oxley Act (15 U.S.C. §7241, §7262) and the SEC's rules on
 * management's assessment (17 CFR 240.13a-15). The Act lists no IT controls itself: the ids are the product's own
 * scheme, "404-<area>-<n>" (docs/frameworks/sox.md), grouped as auditors group ITGCs: scope and assessment, access,
 * change and operations.
 */

const scope: Row[] = [
  ['404-GOV-1', "Management's yearly assessment of internal control over financial reporting"],
  ['404-GOV-2', "Support for the external auditor's attestation on internal control"],
  ['404-GOV-3', 'Financially significant systems and their IT dependencies identified'],
  ['404-GOV-4', 'Risks to financial reporting, including IT and fraud risks, assessed'],
  ['404-GOV-5', 'Service organization reports reviewed and user entity controls in place'],
  ['404-GOV-6', 'Control deficiencies evaluated, reported and remediated'],
];

const access: Row[] = [
  ['404-AC-1', 'New and changed access to financial systems approved'],
  ['404-AC-2', 'Access removed promptly when people leave or change role'],
  ['404-AC-3', 'Periodic recertification of access to financial systems'],
  ['404-AC-4', 'Privileged and administrator access restricted and monitored'],
  ['404-AC-5', 'Incompatible duties in financial applications kept apart'],
  ['404-AC-6', 'Authentication settings enforced on financial systems'],
  ['404-AC-7', 'Direct database and server access to financial data restricted'],
  ['404-AC-8', 'Shared, generic and system accounts controlled'],
];

const change: Row[] = [
  ['404-CM-1', 'Changes to financial systems requested and authorised'],
  ['404-CM-2', 'Changes tested and approved before they reach production'],
  ['404-CM-3', 'Developers cannot move their own changes into production'],
  ['404-CM-4', 'Emergency changes recorded and approved after the fact'],
  ['404-CM-5', 'Configuration changes to financial applications controlled'],
  ['404-CM-6', 'New systems and data conversions validated before go-live'],
];

const operations: Row[] = [
  ['404-OP-1', 'Scheduled jobs of financial processing defined and monitored'],
  ['404-OP-2', 'Failed jobs and processing errors followed to resolution'],
  ['404-OP-3', 'Financial data backed up and restores tested'],
  ['404-OP-4', 'Interfaces and data transfers checked for completeness'],
  ['404-OP-5', 'Incidents affecting financial systems logged and resolved'],
  ['404-OP-6', 'Physical access to systems that hold financial data restricted'],
  ['404-OP-7', 'Spreadsheets and key reports used in the close kept accurate'],
];

export const sox: LibraryFramework = {
  id: 'sox',
  name: 'SOX IT general controls',
  edition: "IT general controls for SOX §302 and §404 (17 CFR 240.13a-15), under the product's own ids: the Act lists no IT controls",
  groups: [
    group('scope', 'Scope, assessment and deficiencies (§404(a), §404(b))', scope),
    group('access', 'Access to programs and data', access),
    group('change', 'Program change and development', change),
    group('operations', 'Computer operations', operations),
  ],
};
