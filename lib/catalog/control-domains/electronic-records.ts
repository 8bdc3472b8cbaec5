import type { LibraryControl } from '@/lib/catalog/types';

/** Electronic records and electronic signatures in FDA-regulated systems. */
export const electronicRecordControls: readonly LibraryControl[] = [
  {
    id: 'ERS-01',
    name: 'Computer system validation',
    asks:
      'Validate each system that keeps regulated electronic records against its intended use (requirements, risk-based test plan, executed ' +
      'tests, report) before use and after significant changes, and detect invalid or altered records.',
    evidence: 'Validation plan, executed test scripts and validation report per system; revalidation records after changes',
    owner: 'Compliance',
    maps: ['fda-part11:11.10(a)'],
  },
  {
    id: 'ERS-02',
    name: 'Regulated record copies and retention',
    asks:
      'Keep regulated electronic records retrievable and readable for their whole retention period, and be able to give inspectors accurate, ' +
      'complete copies in readable and electronic form.',
    evidence: 'Retention schedule for regulated records; sample export produced for inspection; archive restore test',
    owner: 'Compliance',
    maps: ['fda-part11:11.10(b)', 'fda-part11:11.10(c)'],
  },
  {
    id: 'ERS-03',
    name: 'Audit trails for regulated records',
    asks:
      'Record, in a secure computer-generated trail with date and time, who created, changed or deleted each regulated record, never hiding ' +
      'earlier values, and keep the trail as long as the record and available for inspection.',
    evidence: 'Audit trail configuration per system; sample trail showing old and new values; proof users cannot edit the trail',
    owner: 'Engineering',
    maps: ['fda-part11:11.10(e)'],
  },
  {
    id: 'ERS-04',
    name: 'Operational, authority and device checks',
    asks:
      'Make systems enforce the permitted order of steps, allow only authorized people to sign, change records or operate functions, and check ' +
      'that data comes from valid terminals or instruments.',
    evidence: 'Validated workflow sequencing; role matrix for signing and editing; device or source checks in the validation report',
    owner: 'Engineering',
    maps: ['fda-part11:11.10(f)', 'fda-part11:11.10(g)', 'fda-part11:11.10(h)'],
  },
  {
    id: 'ERS-05',
    name: 'Qualified users of regulated systems',
    asks:
      'Make sure the people who develop, maintain or use regulated systems have the education, training and experience for their tasks, with ' +
      'training on each system before access.',
    evidence: 'Training records per user and system; job descriptions with required qualifications',
    owner: 'HR',
    maps: ['fda-part11:11.10(i)'],
  },
  {
    id: 'ERS-06',
    name: 'Electronic signature accountability and certification',
    asks:
      'Keep a written policy that holds people accountable for actions under their electronic signatures, and certify to FDA, once and on ' +
      'request, that electronic signatures are the legally binding equivalent of handwritten ones.',
    evidence: 'Signed accountability policy acknowledgments; copy of the certification letter sent to FDA',
    owner: 'Compliance',
    maps: ['fda-part11:11.10(j)', 'fda-part11:11.100(c)(1)', 'fda-part11:11.100(c)(2)'],
  },
  {
    id: 'ERS-07',
    name: 'System documentation control',
    asks:
      'Control who receives and may use the documentation for operating and maintaining regulated systems, and change it only through a ' +
      'revision process that keeps a dated history of each change.',
    evidence: 'Document control procedure; distribution list; revision history of system documentation',
    owner: 'Compliance',
    maps: ['fda-part11:11.10(k)(1)', 'fda-part11:11.10(k)(2)'],
  },
  {
    id: 'ERS-08',
    name: 'Signature display and record linking',
    asks:
      "Show on every signed record, on screen and in print, the signer's name, the date and time and the meaning of the signature, and bind " +
      'signatures to their records so they cannot be removed, copied or moved to falsify a record.',
    evidence: 'Screenshots and printouts of signed records; validation test of the signature-to-record link',
    owner: 'Engineering',
    maps: ['fda-part11:11.50(a)(1)', 'fda-part11:11.50(a)(2)', 'fda-part11:11.50(a)(3)', 'fda-part11:11.50(b)', 'fda-part11:11.70'],
  },
  {
    id: 'ERS-09',
    name: 'Electronic signature issuance',
    asks:
      "Verify a person's identity before issuing an electronic signature, keep each signature and each identification code and password " +
      'combination unique to one person, and never reuse or reassign them.',
    evidence: 'Identity verification records at issuance; directory report showing unique signature owners',
    owner: 'IT',
    maps: ['fda-part11:11.100(a)', 'fda-part11:11.100(b)', 'fda-part11:11.300(a)'],
  },
  {
    id: 'ERS-10',
    name: 'Signature components and signing sessions',
    asks:
      'Require two distinct components (such as a user id and a password) for non-biometric signatures, all of them outside a continuous ' +
      'session and at least one private one within it, so that only the owner can sign and misuse would need collusion; biometric ' +
      'signatures must work only for their owner.',
    evidence: 'Validated signing configuration; test results for first and later signings in a session',
    owner: 'Engineering',
    maps: [
      'fda-part11:11.200(a)(1)',
      'fda-part11:11.200(a)(1)(i)',
      'fda-part11:11.200(a)(1)(ii)',
      'fda-part11:11.200(a)(2)',
      'fda-part11:11.200(a)(3)',
      'fda-part11:11.200(b)',
    ],
  },
  {
    id: 'ERS-11',
    name: 'Signature token and credential management',
    asks:
      'Check and revise identification codes and passwords periodically, deauthorize lost or compromised tokens and cards at once and issue ' +
      'controlled replacements, test tokens when issued and periodically, and alert on attempts at unauthorized use.',
    evidence: 'Credential review records; lost-token log with deauthorization times; token test results; alerts on failed signing attempts',
    owner: 'IT',
    maps: ['fda-part11:11.300(b)', 'fda-part11:11.300(c)', 'fda-part11:11.300(d)', 'fda-part11:11.300(e)'],
  },
];
