import type { LibraryControl } from '@/lib/catalog/types';

/**
 * Federal cloud authorization (FedRAMP): the Moderate baseline's controls that no existing control answers. The
 * rest rest on the library's controls (lib/catalog/frameworks/fedramp-mapping.ts).
 */
export const federalControls: readonly LibraryControl[] = [
  {
    id: 'FED-01',
    name: 'System security plan and authorization',
    asks:
      'Categorize the system, choose and tailor its control baseline, describe its boundary and how each control is implemented in a system ' +
      'security plan kept current, and obtain and keep the authorization to operate.',
    evidence: 'Security categorization; system security plan with boundary diagram; authorization letter',
    owner: 'Compliance',
    maps: ['fedramp:CA-6', 'fedramp:PL-2', 'fedramp:PL-10', 'fedramp:PL-11', 'fedramp:RA-2'],
  },
  {
    id: 'FED-02',
    name: 'Plan of action and milestones',
    asks: 'Record every open weakness from assessments, scans and monitoring with its owner, planned fix and dates, and update it monthly.',
    evidence: 'Current plan of action and milestones; monthly updates sent',
    owner: 'Compliance',
    maps: ['fedramp:CA-5'],
  },
  {
    id: 'FED-03',
    name: 'Continuous monitoring program',
    asks:
      'Run a continuous monitoring strategy with defined metrics and frequencies, have an independent assessor test a share of the controls ' +
      'each year, and report security status and risk to the authorizing official monthly.',
    evidence: 'Continuous monitoring strategy; monthly deliverables; annual assessment report',
    owner: 'Compliance',
    maps: ['fedramp:CA-7', 'fedramp:CA-7(1)', 'fedramp:CA-7(4)'],
  },
  {
    id: 'FED-04',
    name: 'Supply chain risk management',
    asks:
      'Keep a supply chain risk management plan and team, assess supply chain risks and critical components, inspect and authenticate ' +
      'components, train staff to spot counterfeits, and control components sent for service or repair.',
    evidence: 'Supply chain risk management plan; team charter; component criticality analysis; inspection and authenticity records',
    owner: 'Security',
    maps: [
      'fedramp:SR-1',
      'fedramp:SR-2',
      'fedramp:SR-2(1)',
      'fedramp:SR-3',
      'fedramp:SR-5',
      'fedramp:SR-10',
      'fedramp:SR-11',
      'fedramp:SR-11(1)',
      'fedramp:SR-11(2)',
      'fedramp:RA-3(1)',
      'fedramp:RA-9',
    ],
  },
  {
    id: 'FED-05',
    name: 'System interconnection agreements',
    asks:
      'Approve every connection to another system, and every internal connection class, with an agreement stating the interface, the ' +
      'security requirements and the data exchanged, and review them each year.',
    evidence: 'Interconnection security agreements; list of authorized internal connections with review dates',
    owner: 'Security',
    maps: ['fedramp:CA-3', 'fedramp:CA-9'],
  },
  {
    id: 'FED-06',
    name: 'Secure name resolution',
    asks:
      'Sign authoritative DNS zones (DNSSEC), validate responses in resolvers, and run internal and external name services on separate, ' +
      'redundant servers.',
    evidence: 'DNSSEC configuration; resolver validation settings; DNS architecture diagram',
    owner: 'IT',
    maps: ['fedramp:SC-20', 'fedramp:SC-21', 'fedramp:SC-22'],
  },
  {
    id: 'FED-07',
    name: 'Identity proofing',
    asks:
      "Before issuing credentials, prove the person's identity to the required assurance level: collect identity evidence, validate and verify " +
      'it, and confirm the address by a code or notice sent to it.',
    evidence: 'Identity proofing procedure and assurance level; sampled proofing records',
    owner: 'Security',
    maps: ['fedramp:IA-12', 'fedramp:IA-12(2)', 'fedramp:IA-12(3)', 'fedramp:IA-12(5)'],
  },
  {
    id: 'FED-08',
    name: 'Maintenance tools, media and support',
    asks:
      'Approve and control the tools used to maintain systems, inspect them and any media brought in for maintenance for improper changes and ' +
      'malicious code before use, and keep maintenance support and spare parts for key components available within set times.',
    evidence: 'Approved maintenance tool list; tool and media inspection records; support contracts with their response times',
    owner: 'IT',
    maps: ['fedramp:MA-3', 'fedramp:MA-3(1)', 'fedramp:MA-3(2)', 'fedramp:MA-6'],
  },
  {
    id: 'FED-09',
    name: 'Contingency and incident response role training',
    asks:
      'Train the people who hold contingency or incident response roles in those roles within set days of taking them, when the plans change ' +
      'and at least yearly.',
    evidence: 'Role rosters for the contingency and incident response plans; role training content; completion records with dates',
    owner: 'Security',
    maps: ['fedramp:CP-3', 'fedramp:IR-2'],
  },
];
