import type { LibraryControl } from '@/lib/catalog/types';

/** Anti-money laundering, customer due diligence and beneficial ownership reporting. */
export const financialCrimeControls: readonly LibraryControl[] = [
  {
    id: 'AML-01',
    name: 'AML program and compliance officer',
    asks:
      'Keep a written anti-money laundering program approved by the board, designate a qualified officer who coordinates and monitors daily ' +
      "compliance, and keep the program in line with the regulator's rules.",
    evidence: 'Board approval of the current program; appointment of the AML officer; yearly program review',
    owner: 'Compliance',
    maps: ['bsa-aml:1020.210(a)(2)(iii)', 'bsa-aml:1020.210(a)(3)', 'bsa-aml:1020.210(b)', 'bsa-aml:1022.210(c)', 'bsa-aml:1022.210(d)(2)'],
  },
  {
    id: 'AML-02',
    name: 'AML risk assessment and internal controls',
    asks:
      'Assess money laundering and terrorist financing risk across products, customers, channels and geographies, and set policies, procedures ' +
      'and system controls that keep the institution compliant with the Bank Secrecy Act.',
    evidence: 'Current AML risk assessment; AML policies and procedures; control testing results',
    owner: 'Compliance',
    maps: ['bsa-aml:1020.210(a)(2)(i)', 'bsa-aml:1022.210(a)', 'bsa-aml:1022.210(d)(1)'],
  },
  {
    id: 'AML-03',
    name: 'Independent AML testing',
    asks:
      'Have people independent of the AML function, inside or outside, test the program at a risk-based interval, report the findings to the ' +
      'board and track each finding to closure.',
    evidence: 'Latest independent test report; board minutes receiving it; finding tracker',
    owner: 'Compliance',
    maps: ['bsa-aml:1020.210(a)(2)(ii)', 'bsa-aml:1022.210(d)(4)'],
  },
  {
    id: 'AML-04',
    name: 'AML training',
    asks: 'Train the staff whose work touches AML duties on the program, red flags and reporting, at hire and at least yearly, by role.',
    evidence: 'AML training content by role; completion records',
    owner: 'Compliance',
    maps: ['bsa-aml:1020.210(a)(2)(iv)', 'bsa-aml:1022.210(d)(3)'],
  },
  {
    id: 'AML-05',
    name: 'Customer risk profiles and due diligence',
    asks:
      'Understand the nature and purpose of each customer relationship to build a risk profile, and apply enhanced due diligence where the rules ' +
      'require it, such as correspondent accounts for foreign institutions and private banking accounts.',
    evidence: 'Customer risk rating method; sampled customer files with profiles; enhanced due diligence files',
    owner: 'Compliance',
    maps: ['bsa-aml:1020.210(a)(2)(v)(A)', 'bsa-aml:1020.210(a)(1)'],
  },
  {
    id: 'AML-06',
    name: 'Transaction monitoring and suspicious activity reports',
    asks:
      'Monitor customer activity against their risk profiles, investigate alerts, file suspicious activity reports within 30 days, keep each ' +
      'with its supporting documents for five years and tell no one involved that one was filed, and update customer information, ' +
      'including beneficial owners, on a risk basis.',
    evidence: 'Monitoring rules and alert log; investigation files; SAR filing log with dates; customer refresh records',
    owner: 'Compliance',
    maps: [
      'bsa-aml:1020.210(a)(2)(v)(B)',
      'bsa-aml:1020.320(a)',
      'bsa-aml:1022.320(a)',
      'bsa-aml:1020.320(b)(3)',
      'bsa-aml:1020.320(d)',
      'bsa-aml:1020.320(e)',
    ],
  },
  {
    id: 'AML-07',
    name: 'Beneficial owners of legal entity customers',
    asks:
      'When a legal entity opens an account, collect a certification of its beneficial owners under both the ownership and the control prong, ' +
      'verify their identity by risk-based procedures, and keep the records for five years.',
    evidence: 'Certification forms or equivalent records; verification evidence; retention settings of the records',
    owner: 'Compliance',
    maps: ['bsa-aml:1010.230(a)', 'bsa-aml:1010.230(b)(1)', 'bsa-aml:1010.230(b)(2)', 'bsa-aml:1010.230(d)', 'bsa-aml:1010.230(i)'],
  },
  {
    id: 'AML-08',
    name: 'Beneficial ownership reporting status',
    asks:
      'Decide and record whether each entity of the group is a reporting company: since March 2025 only entities formed abroad and registered ' +
      'to do business in a US state or tribal jurisdiction report, and US companies are exempt. Review it when the group changes.',
    evidence: 'Entity list with the reporting determination and exemption relied on for each; date of the last review',
    owner: 'Legal',
    maps: ['fincen-boi:1010.380(c)(1)', 'fincen-boi:1010.380(c)(2)'],
  },
  {
    id: 'AML-09',
    name: 'Beneficial ownership reports to FinCEN',
    asks:
      'File each required report with FinCEN within 30 days (after US registration, after a change, after learning of an error), with the ' +
      'company details and its non-US beneficial owners and applicants, and check it for accuracy before filing.',
    evidence: 'FinCEN filing confirmations with dates; change log of reported information; review sign-off before each filing',
    owner: 'Legal',
    maps: [
      'fincen-boi:1010.380(a)(1)',
      'fincen-boi:1010.380(a)(2)',
      'fincen-boi:1010.380(a)(3)',
      'fincen-boi:1010.380(b)(1)',
      'fincen-boi:1010.380(b)(2)',
      'fincen-boi:1010.380(g)',
    ],
  },
  {
    id: 'AML-10',
    name: 'Beneficial owner and applicant register',
    asks:
      'Keep a register of the individuals who own 25% or more or exercise substantial control, and of the company applicants, with the ' +
      'identifying details and document images a report needs, stored securely.',
    evidence: 'Current register with its last review date; access list of the stored identity documents',
    owner: 'Legal',
    maps: ['fincen-boi:1010.380(d)', 'fincen-boi:1010.380(e)', 'fincen-boi:1010.380(b)(1)'],
  },
  {
    id: 'AML-11',
    name: 'Money services business registration',
    asks:
      'Register the business with FinCEN within 180 days of starting, renew the registration every two years, register again after a change ' +
      'of control, and keep a list of agents updated each year and ready for FinCEN.',
    evidence: 'FinCEN registration acknowledgement and renewal dates; agent list with its last update',
    owner: 'Compliance',
    maps: ['bsa-aml:1022.380(a)', 'bsa-aml:1022.380(b)', 'bsa-aml:1022.380(c)', 'bsa-aml:1022.380(d)'],
  },
  {
    id: 'AML-12',
    name: 'Customer identification program',
    asks:
      'Collect name, date of birth, address and an identification number from each customer before opening an account, verify them by ' +
      'documents or other risk-based means, check customers against the government lists, tell customers that this is done, and keep the records.',
    evidence:
      'Written CIP; sampled account files with verification results and list checks; the customer notice; record retention settings',
    owner: 'Compliance',
    maps: [
      'bsa-aml:1020.220(a)(1)',
      'bsa-aml:1020.220(a)(2)',
      'bsa-aml:1020.220(a)(3)',
      'bsa-aml:1020.220(a)(4)',
      'bsa-aml:1020.220(a)(5)',
    ],
  },
  {
    id: 'AML-13',
    name: 'Currency transaction reports',
    asks:
      'Detect transactions in currency of more than $10,000, adding up those by or for one person in a business day, and file a currency ' +
      'transaction report within 15 days.',
    evidence: 'Aggregation rules of the cash monitoring; CTR filing log with transaction and filing dates',
    owner: 'Compliance',
    maps: ['bsa-aml:1010.311', 'bsa-aml:1010.313', 'bsa-aml:1010.306(a)(1)'],
  },
  {
    id: 'AML-14',
    name: 'Funds transfer records and retention',
    asks:
      'Record the originator, amount, date, payment instructions and beneficiary of each funds transfer of $3,000 or more, pass that ' +
      'information on with the transmittal, and keep every record the Bank Secrecy Act requires for five years, retrievable.',
    evidence: 'Transfer record fields in the payment system; sampled transmittals with the passed-on information; retention settings',
    owner: 'Compliance',
    maps: ['bsa-aml:1010.410(e)', 'bsa-aml:1010.410(f)', 'bsa-aml:1010.430(d)'],
  },
];
