import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf as group, type RequirementRow as Row } from './rows';

/**
 * The Children's Online Privacy Protection Rule (16 CFR Part 312) as amended in 2025 (published 22 April 2025): the
 * duties of an operator of a site or service directed to children, or with actual knowledge it collects from a child
 * under 13, identified by section or paragraph. Safe harbor programs (312.11) and the Commission's approval processes
 * (312.12) are left out: they bind program sponsors and the Commission, not an operator (docs/frameworks/coppa.md).
 */

const notice: Row[] = [
  ['312.4(a)', 'Notices clear, understandable and complete'],
  ['312.4(b)', 'Direct notice to the parent before collecting'],
  ['312.4(c)', 'Direct notice states what is collected, why and how to consent'],
  ['312.4(d)', 'Online notice of practices, third parties and retention policy'],
];

const consent: Row[] = [
  ['312.5(a)(1)', 'Verifiable parental consent before collecting, using or disclosing'],
  ['312.5(a)(2)', 'Separate parental consent before disclosing to third parties'],
  ['312.5(b)', 'Consent method reasonably designed to reach the parent'],
  ['312.5(c)', 'Collect without prior consent only within the listed exceptions'],
  ['312.7', 'Never require more information than an activity needs'],
];

const parents: Row[] = [
  ['312.6(a)(1)', "Tell a parent on request what kinds of the child's data are held"],
  ['312.6(a)(2)', 'Let a parent refuse further use and have the data deleted'],
  ['312.6(a)(3)', "Let a verified parent review the child's data"],
];

const security: Row[] = [
  ['312.8(a)', "Protect children's data against unauthorized access and use"],
  ['312.8(b)(1)', 'Name staff to coordinate the written security program'],
  ['312.8(b)(2)', "Assess risks to children's data at least yearly"],
  ['312.8(b)(3)', 'Put safeguards in place for the risks found'],
  ['312.8(b)(4)', 'Test and monitor the safeguards regularly'],
  ['312.8(b)(5)', 'Evaluate and adjust the program at least yearly'],
  ['312.8(c)', 'Obtain written assurances before releasing data to others'],
  ['312.10', 'Keep data only as long as needed, under a written retention policy'],
];

export const coppa: LibraryFramework = {
  id: 'coppa',
  name: 'COPPA',
  edition: '16 CFR Part 312, as amended in 2025 (compliance from 22 April 2026)',
  groups: [
    group('notice', 'Notice (§312.4)', notice),
    group('consent', 'Parental consent and collection limits (§312.5, §312.7)', consent),
    group('parents', 'Parental review (§312.6)', parents),
    group('security', 'Security, retention and deletion (§312.8, §312.10)', security),
  ],
};
