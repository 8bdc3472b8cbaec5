import type { LibraryControl } from '@/lib/catalog/types';

/**
 * Student education records (FERPA): the duties no general privacy control answers. Notices, identity checks and
 * provider agreements rest on the privacy controls (lib/catalog/frameworks/ferpa-mapping.ts).
 */
export const studentRecordsControls: readonly LibraryControl[] = [
  {
    id: 'EDU-01',
    name: 'Annual FERPA rights notice',
    asks:
      'Each year, tell parents and eligible students of their right to inspect, amend and consent to disclosure of records and to complain, ' +
      'state what counts as directory information, and record and honour opt-outs from it.',
    evidence: 'Published annual notice with its date; directory information opt-out list applied in student systems',
    owner: 'Privacy',
    maps: ['ferpa:99.7', 'ferpa:99.37'],
  },
  {
    id: 'EDU-02',
    name: 'Education record inspection and amendment',
    asks:
      'Answer requests to inspect records within 45 days without showing other students, charge only for copies, decide amendment requests, ' +
      "offer a hearing when refused and keep the parent's statement with the record.",
    evidence: 'Request log with dates; redaction procedure; amendment decisions; hearing notices and outcomes',
    owner: 'Privacy',
    maps: ['ferpa:99.10', 'ferpa:99.11', 'ferpa:99.12', 'ferpa:99.20', 'ferpa:99.21', 'ferpa:99.22'],
  },
  {
    id: 'EDU-03',
    name: 'Disclosure decisions for education records',
    asks:
      'Before records leave the organization, check there is signed consent or an exception that applies (another school, a study or audit ' +
      'under written agreement, a subpoena with notice, an emergency, a juvenile justice request), and tell recipients the limits on redisclosure.',
    evidence:
      'Disclosure procedure; consent forms; written agreements with study and audit recipients; sampled disclosures with their basis',
    owner: 'Privacy',
    maps: [
      'ferpa:99.30',
      'ferpa:99.31(a)(2)',
      'ferpa:99.31(a)(6)',
      'ferpa:99.31(a)(9)',
      'ferpa:99.33',
      'ferpa:99.34',
      'ferpa:99.35',
      'ferpa:99.36',
      'ferpa:99.38',
    ],
  },
  {
    id: 'EDU-04',
    name: 'Record of disclosures',
    asks:
      "Keep with each student's records a log of every request for and disclosure of them, with the party and its legitimate interest, for as " +
      'long as the records are kept, and show it to the parent on request.',
    evidence: 'Disclosure log extract for sampled students',
    owner: 'Privacy',
    maps: ['ferpa:99.32', 'ferpa:99.36'],
  },
  {
    id: 'EDU-05',
    name: 'Legitimate educational interest',
    asks:
      'Define who counts as a school official and what legitimate educational interest is, and give staff and outsourced providers access only ' +
      'to the student records their duties need.',
    evidence: 'Definition published in the annual notice; role-based access matrix for student systems',
    owner: 'Privacy',
    maps: ['ferpa:99.31(a)(1)(i)(A)', 'ferpa:99.31(a)(1)(i)(B)', 'ferpa:99.31(a)(1)(ii)'],
  },
];
