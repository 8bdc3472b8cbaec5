import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf as group, type RequirementRow as Row } from './rows';

/**
 * FERPA's regulations (34 CFR Part 99): the duties of an educational agency or institution, and of a service
 * provider acting for one as a school official, identified by section or, where a section holds several distinct
 * duties (99.31), by paragraph. Definitions (99.3), the rights of eligible students (99.5) and enforcement by the
 * Department (subpart E) are left out (docs/frameworks/ferpa.md).
 */

const notice: Row[] = [
  ['99.7', 'Notify parents and eligible students of their rights every year'],
  ['99.37', 'Give notice of directory information and honour opt-outs'],
];

const access: Row[] = [
  ['99.10', 'Let parents and eligible students inspect records within 45 days'],
  ['99.11', 'Charge for copies only, never for searching or retrieving records'],
  ['99.12', "Withhold other students' information when records are shown"],
];

const amendment: Row[] = [
  ['99.20', 'Decide requests to amend inaccurate or misleading records'],
  ['99.21', "Offer a hearing and keep the parent's statement with the record"],
  ['99.22', 'Hold hearings fairly and decide them in writing'],
];

const disclosure: Row[] = [
  ['99.30', 'Obtain signed, dated written consent before disclosing records'],
  ['99.31(a)(1)(i)(A)', 'School officials see records only with a legitimate educational interest'],
  ['99.31(a)(1)(i)(B)', 'Outsourced providers act as school officials under the direct control of the school'],
  ['99.31(a)(1)(ii)', 'Use reasonable methods so officials reach only the records they need'],
  ['99.31(a)(2)', 'Disclose to schools where a student seeks or intends to enrol'],
  ['99.31(a)(6)', 'Disclose to organizations conducting studies only under a written agreement'],
  ['99.31(a)(9)', 'Answer subpoenas and court orders, notifying the parent first where required'],
  ['99.31(c)', 'Verify the identity of anyone records are disclosed to'],
  ['99.32', 'Keep a record of each request for and disclosure of records'],
  ['99.33', 'Limit redisclosure by the parties that receive records'],
  ['99.34', 'Conditions for disclosures to other schools'],
  ['99.35', 'Disclose for audits and evaluations only under a written agreement'],
  ['99.36', 'Disclose in a health or safety emergency and record the threat'],
  ['99.38', 'Disclose to juvenile justice officials only as state law allows'],
];

export const ferpa: LibraryFramework = {
  id: 'ferpa',
  name: 'FERPA',
  edition: '34 CFR Part 99 (Family Educational Rights and Privacy Act regulations)',
  groups: [
    group('notice', 'Notice of rights (subpart A and §99.37)', notice),
    group('access', 'Inspection and review of records (subpart B)', access),
    group('amendment', 'Amendment of records (subpart C)', amendment),
    group('disclosure', 'Disclosure, consent and records of disclosure (subpart D)', disclosure),
  ],
};
