import type { LibraryControl } from '@/lib/catalog/types';

/**
 * Internal control over financial reporting (SOX): the IT general controls that no security control of the library
 * answers. Access, change and backup duties rest on the existing controls (lib/catalog/frameworks/sox-mapping.ts).
 */
export const financialReportingControls: readonly LibraryControl[] = [
  {
    id: 'ICF-01',
    name: 'Yearly ICFR assessment',
    asks:
      "Each year, document the controls over financial reporting, test that they are designed and operate effectively, and record management's " +
      'conclusion, the deficiencies found and their severity, and the support given to the external auditor.',
    evidence: "Control matrix; test workpapers; management's signed assessment; deficiency evaluation and remediation log",
    owner: 'Finance',
    maps: ['sox:404-GOV-1', 'sox:404-GOV-2', 'sox:404-GOV-6'],
  },
  {
    id: 'ICF-02',
    name: 'Financial systems scoping',
    asks:
      'Keep a list of the applications, databases, servers and service providers that process or hold data for significant accounts, with the ' +
      'IT general controls each relies on, and review it when systems or accounts change.',
    evidence: 'In-scope system inventory mapped to significant accounts; yearly scoping memo',
    owner: 'Finance',
    maps: ['sox:404-GOV-3'],
  },
  {
    id: 'ICF-03',
    name: 'Service organization report review',
    asks:
      'Obtain each year the SOC 1 report of every service organization that processes financial data, review its opinion, exceptions and period, ' +
      'and put in place the complementary user entity controls it names.',
    evidence: 'SOC 1 reports with review sign-offs; bridge letters; list of user entity controls with their owners',
    owner: 'Finance',
    maps: ['sox:404-GOV-5'],
  },
  {
    id: 'ICF-04',
    name: 'Segregation of duties in financial applications',
    asks:
      'Define the combinations of roles in financial applications that conflict (creating and approving a payment, posting and approving a ' +
      'journal), prevent them in role design, and review exceptions and their compensating controls.',
    evidence: 'Conflict rule set; periodic conflict report with reviewer sign-off; approved exceptions with compensating controls',
    owner: 'Finance',
    maps: ['sox:404-AC-5'],
  },
  {
    id: 'ICF-05',
    name: 'System implementations and data conversions',
    asks:
      'Before a new financial system or a major upgrade goes live, test it, reconcile the converted data to the old system, and have the ' +
      'business and finance owners approve go-live.',
    evidence: 'Implementation test results; conversion reconciliations; go-live approvals',
    owner: 'IT',
    maps: ['sox:404-CM-6'],
  },
  {
    id: 'ICF-06',
    name: 'Job scheduling and processing monitoring',
    asks:
      'Restrict who may create or change scheduled jobs of financial processing, monitor their runs, and follow each failure or processing ' +
      'error to resolution with a record of what was done.',
    evidence: 'Job scheduler access list; job run logs; failure tickets with resolution',
    owner: 'IT',
    maps: ['sox:404-OP-1', 'sox:404-OP-2'],
  },
  {
    id: 'ICF-07',
    name: 'Key spreadsheets and reports',
    asks:
      'List the spreadsheets and system reports the financial close relies on, protect their formulas and logic from unapproved change, and ' +
      'check their completeness and accuracy each time they are used.',
    evidence: 'Inventory of key spreadsheets and reports; version and access controls; review evidence for a sampled close',
    owner: 'Finance',
    maps: ['sox:404-OP-7'],
  },
];
