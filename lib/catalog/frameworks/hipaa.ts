import type { LibraryFramework, Requirement, RequirementGroup } from '@/lib/catalog/types';

/**
 * The HIPAA Security Rule (45 CFR Part 164, Subpart C), §164.308–164.316: every implementation specification, marked
 * Required (R) or Addressable (A) as the rule marks it, identified by its CFR citation. A standard that has no
 * implementation specifications of its own counts as one required requirement (e.g. 164.308(a)(2), 164.310(b)).
 * A standard whose specifications are listed is not repeated as a requirement of its own.
 */

type Row = [id: string, title: string, kind: 'R' | 'A'];

const group = (id: string, title: string, rows: Row[]): RequirementGroup => ({
  id,
  title,
  requirements: rows.map(([reqId, reqTitle, kind]): Requirement => ({
    id: reqId,
    title: reqTitle,
    kind: kind === 'R' ? 'required' : 'addressable',
  })),
});

const administrative: Row[] = [
  // (a)(1) Security management process
  ['164.308(a)(1)(ii)(A)', 'Risk analysis', 'R'],
  ['164.308(a)(1)(ii)(B)', 'Risk management', 'R'],
  ['164.308(a)(1)(ii)(C)', 'Sanction policy for workforce violations', 'R'],
  ['164.308(a)(1)(ii)(D)', 'Information system activity review', 'R'],
  // (a)(2) Assigned security responsibility: a standard without implementation specifications
  ['164.308(a)(2)', 'Assigned security responsibility (security official)', 'R'],
  // (a)(3) Workforce security
  ['164.308(a)(3)(ii)(A)', 'Workforce authorization and/or supervision', 'A'],
  ['164.308(a)(3)(ii)(B)', 'Workforce clearance procedure', 'A'],
  ['164.308(a)(3)(ii)(C)', 'Termination procedures', 'A'],
  // (a)(4) Information access management
  ['164.308(a)(4)(ii)(A)', 'Isolating health care clearinghouse functions', 'R'],
  ['164.308(a)(4)(ii)(B)', 'Access authorization', 'A'],
  ['164.308(a)(4)(ii)(C)', 'Access establishment and modification', 'A'],
  // (a)(5) Security awareness and training
  ['164.308(a)(5)(ii)(A)', 'Security reminders', 'A'],
  ['164.308(a)(5)(ii)(B)', 'Protection from malicious software', 'A'],
  ['164.308(a)(5)(ii)(C)', 'Log-in monitoring', 'A'],
  ['164.308(a)(5)(ii)(D)', 'Password management', 'A'],
  // (a)(6) Security incident procedures
  ['164.308(a)(6)(ii)', 'Security incident response and reporting', 'R'],
  // (a)(7) Contingency plan
  ['164.308(a)(7)(ii)(A)', 'Data backup plan', 'R'],
  ['164.308(a)(7)(ii)(B)', 'Disaster recovery plan', 'R'],
  ['164.308(a)(7)(ii)(C)', 'Emergency mode operation plan', 'R'],
  ['164.308(a)(7)(ii)(D)', 'Contingency plan testing and revision', 'A'],
  ['164.308(a)(7)(ii)(E)', 'Applications and data criticality analysis', 'A'],
  // (a)(8) Evaluation: a standard without implementation specifications
  ['164.308(a)(8)', 'Periodic technical and nontechnical evaluation', 'R'],
  // (b)(1) Business associate contracts and other arrangements
  ['164.308(b)(3)', 'Written contract or other arrangement with business associates', 'R'],
];

const physical: Row[] = [
  // (a)(1) Facility access controls
  ['164.310(a)(2)(i)', 'Contingency operations (facility access)', 'A'],
  ['164.310(a)(2)(ii)', 'Facility security plan', 'A'],
  ['164.310(a)(2)(iii)', 'Access control and validation procedures', 'A'],
  ['164.310(a)(2)(iv)', 'Maintenance records for facility security repairs', 'A'],
  // (b), (c): standards without implementation specifications
  ['164.310(b)', 'Workstation use', 'R'],
  ['164.310(c)', 'Workstation security', 'R'],
  // (d)(1) Device and media controls
  ['164.310(d)(2)(i)', 'Disposal of ePHI and the media holding it', 'R'],
  ['164.310(d)(2)(ii)', 'Media re-use', 'R'],
  ['164.310(d)(2)(iii)', 'Accountability for hardware and media movements', 'A'],
  ['164.310(d)(2)(iv)', 'Data backup and storage before equipment moves', 'A'],
];

const technical: Row[] = [
  // (a)(1) Access control
  ['164.312(a)(2)(i)', 'Unique user identification', 'R'],
  ['164.312(a)(2)(ii)', 'Emergency access procedure', 'R'],
  ['164.312(a)(2)(iii)', 'Automatic logoff', 'A'],
  ['164.312(a)(2)(iv)', 'Encryption and decryption', 'A'],
  // (b) Audit controls: a standard without implementation specifications
  ['164.312(b)', 'Audit controls', 'R'],
  // (c)(1) Integrity
  ['164.312(c)(2)', 'Mechanism to authenticate ePHI (integrity)', 'A'],
  // (d) Person or entity authentication: a standard without implementation specifications
  ['164.312(d)', 'Person or entity authentication', 'R'],
  // (e)(1) Transmission security
  ['164.312(e)(2)(i)', 'Integrity controls in transmission', 'A'],
  ['164.312(e)(2)(ii)', 'Encryption in transmission', 'A'],
];

const organizational: Row[] = [
  // (a)(1) Business associate contracts or other arrangements; (a)(2) implementation specifications (Required)
  ['164.314(a)(2)(i)', 'Business associate contract terms', 'R'],
  ['164.314(a)(2)(ii)', 'Other arrangements (e.g. between government entities)', 'R'],
  ['164.314(a)(2)(iii)', 'Business associate contracts with subcontractors', 'R'],
  // (b)(1) Requirements for group health plans; (b)(2) implementation specifications (Required)
  ['164.314(b)(2)', 'Group health plan documents require plan sponsor safeguards', 'R'],
];

const documentation: Row[] = [
  // (a) Policies and procedures: a standard without implementation specifications
  ['164.316(a)', 'Policies and procedures', 'R'],
  // (b)(1) Documentation
  ['164.316(b)(2)(i)', 'Retain documentation for six years', 'R'],
  ['164.316(b)(2)(ii)', 'Documentation available to those responsible', 'R'],
  ['164.316(b)(2)(iii)', 'Periodic review and update of documentation', 'R'],
];

export const hipaa: LibraryFramework = {
  id: 'hipaa',
  name: 'HIPAA Security Rule',
  edition: '45 CFR Part 164, Subpart C (§164.308–164.316)',
  groups: [
    group('164.308', 'Administrative safeguards', administrative),
    group('164.310', 'Physical safeguards', physical),
    group('164.312', 'Technical safeguards', technical),
    group('164.314', 'Organizational requirements', organizational),
    group('164.316', 'Policies and procedures and documentation requirements', documentation),
  ],
};
