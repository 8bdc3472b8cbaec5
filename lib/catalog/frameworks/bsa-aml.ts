import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * The Bank Secrecy Act's duties for the two kinds of institution fintechs are: the AML program of banks, 31 CFR
 * 1020.210, and of money services businesses, 31 CFR 1022.210, with an MSB's registration, 1022.380; the customer
 * identification program, 1020.220; beneficial owners of legal entity customers, 1010.230; suspicious activity reports
 * (1020.320, 1022.320); currency transaction reports (1010.311, 1010.313, 1010.306); and record keeping (1010.410,
 * 1010.430). Each duty is identified by its CFR paragraph; a company keeps the groups of the kind it is.
 */
export const bsaAml: LibraryFramework = {
  id: 'bsa-aml',
  name: 'BSA/AML',
  edition:
    '31 CFR Chapter X: AML programs of banks (1020.210) and money services businesses (1022.210, registration 1022.380), customer ' +
    'identification (1020.220), beneficial ownership (1010.230), SARs (1020.320, 1022.320), CTRs (1010.311) and records (1010.410, 1010.430)',
  groups: [
    groupOf('1020.210', 'Anti-money laundering program', [
      ['1020.210(a)(1)', 'Due diligence for correspondent and private banking accounts'],
      ['1020.210(a)(2)(i)', 'Internal controls that keep the bank compliant'],
      ['1020.210(a)(2)(ii)', 'Independent testing of compliance'],
      ['1020.210(a)(2)(iii)', 'A designated person coordinating and monitoring daily compliance'],
      ['1020.210(a)(2)(iv)', 'Training for the staff concerned'],
      ['1020.210(a)(2)(v)(A)', 'Understand each customer relationship to build a risk profile'],
      ['1020.210(a)(2)(v)(B)', 'Ongoing monitoring to report suspicious activity and update customer data'],
      ['1020.210(a)(3)', "Follow the federal functional regulator's program rule"],
      ['1020.210(b)', 'Written program approved by the board, available to FinCEN'],
    ]),
    groupOf('1022.210', 'Anti-money laundering program of a money services business', [
      ['1022.210(a)', 'An effective, risk-based AML program, commensurate with the business'],
      ['1022.210(c)', 'Program in writing, available to the Treasury on request'],
      ['1022.210(d)(1)', 'Policies and internal controls for identity, reports, records and law enforcement requests'],
      ['1022.210(d)(2)', 'A designated compliance officer'],
      ['1022.210(d)(3)', 'Training of the staff concerned, including to detect suspicious transactions'],
      ['1022.210(d)(4)', 'Independent review of the program'],
    ]),
    groupOf('1022.380', 'Registration of a money services business', [
      ['1022.380(a)', 'Register with FinCEN'],
      ['1022.380(b)', 'Register within 180 days of starting, and renew every two years'],
      ['1022.380(c)', 'Register again after a change of control, capital transfer or agent growth'],
      ['1022.380(d)', 'Keep a list of agents, updated each year, available to FinCEN'],
    ]),
    groupOf('1020.220', 'Customer identification program', [
      ['1020.220(a)(1)', 'A written customer identification program within the AML program'],
      ['1020.220(a)(2)', 'Collect identifying information and verify each customer by risk-based procedures'],
      ['1020.220(a)(3)', 'Keep the identification and verification records'],
      ['1020.220(a)(4)', 'Compare customers with the government lists of known or suspected terrorists'],
      ['1020.220(a)(5)', 'Tell customers that their identity is being verified'],
    ]),
    groupOf('1010.230', 'Beneficial owners of legal entity customers', [
      ['1010.230(a)', 'Identify and verify beneficial owners when a legal entity opens an account'],
      ['1010.230(b)(1)', 'Collect a certification of beneficial ownership, or its equivalent'],
      ['1010.230(b)(2)', "Verify each beneficial owner's identity by risk-based procedures"],
      ['1010.230(d)', 'Cover both the 25% ownership prong and the control prong'],
      ['1010.230(i)', 'Keep identification and verification records for five years'],
    ]),
    groupOf('sar', 'Suspicious activity reports', [
      ['1020.320(a)', 'Report suspicious transactions (banks)'],
      ['1022.320(a)', 'Report suspicious transactions of $2,000 or more (money services businesses)'],
      ['1020.320(b)(3)', 'File within 30 days of first detecting the facts'],
      ['1020.320(d)', 'Keep each report and its supporting documents for five years'],
      ['1020.320(e)', 'Keep reports confidential: never disclose a report or that one was filed'],
    ]),
    groupOf('ctr', 'Currency transaction reports', [
      ['1010.311', 'Report each transaction in currency of more than $10,000'],
      ['1010.313', 'Treat multiple currency transactions by or for one person in a day as one'],
      ['1010.306(a)(1)', 'File within 15 days of the transaction'],
    ]),
    groupOf('records', 'Record keeping', [
      ['1010.410(e)', 'Records of funds transfers of $3,000 or more (nonbank institutions)'],
      ['1010.410(f)', 'Pass the required information on with each transmittal order (travel rule)'],
      ['1010.430(d)', 'Keep the required records for five years, retrievable'],
    ]),
  ],
};
