import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf as group, type RequirementRow as Row } from './rows';

/**
 * The CCPA as amended by the CPRA (Cal. Civ. Code §1798.100 et seq.): the duties a business must evidence, identified
 * by section or, where one section holds several distinct duties (1798.100, 1798.130), by subdivision. Definitions
 * (1798.140), exemptions (1798.145) and the implementing regulations (11 CCR §7000 et seq.) are left out.
 */

const notice: Row[] = [
  ['1798.100(a)', 'Notice at collection, including retention periods'],
  ['1798.100(c)', 'Collection and use limited to what is necessary and proportionate'],
  ['1798.130(a)(5)', 'Privacy policy disclosures, updated at least every 12 months'],
];

const rights: Row[] = [
  ['1798.105', 'Right to delete'],
  ['1798.106', 'Right to correct inaccurate information'],
  ['1798.110', 'Right to know what personal information is collected'],
  ['1798.115', 'Right to know what is sold or shared, and to whom'],
  ['1798.125', 'No discrimination for exercising rights; financial incentives'],
];

const optOut: Row[] = [
  ['1798.120', 'Right to opt out of sale or sharing; opt-in for minors under 16'],
  ['1798.121', 'Right to limit use of sensitive personal information'],
  ['1798.135', 'Opt-out and limit links, and opt-out preference signals'],
];

const requests: Row[] = [
  ['1798.130(a)(1)', 'Two or more methods for submitting requests'],
  ['1798.130(a)(2)', 'Verify and answer requests within 45 days'],
  ['1798.130(a)(6)', 'Train staff who handle consumer privacy inquiries'],
  ['1798.130(a)(7)', 'Use verification data only to verify requests'],
];

const security: Row[] = [
  ['1798.100(d)', 'Contracts with third parties, service providers and contractors'],
  ['1798.100(e)', 'Reasonable security procedures and practices'],
  ['1798.150', 'Breach liability where reasonable security is lacking'],
];

export const ccpa: LibraryFramework = {
  id: 'ccpa',
  name: 'CCPA/CPRA',
  edition: 'Cal. Civ. Code §1798.100–1798.199.100, as amended by the CPRA',
  groups: [
    group('notice', 'Notice and collection limits', notice),
    group('rights', 'Consumer rights', rights),
    group('opt-out', 'Opt-out and sensitive data', optOut),
    group('requests', 'Requests and verification', requests),
    group('security', 'Security and service providers', security),
  ],
};
