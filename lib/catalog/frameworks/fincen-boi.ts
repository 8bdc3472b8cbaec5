import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * FinCEN's beneficial ownership information reporting rule under the Corporate Transparency Act, 31 CFR 1010.380,
 * as the interim final rule of 26 March 2025 (90 FR 13688) left it: US companies and US persons are exempt, and only
 * foreign reporting companies (formed abroad and registered to do business in a US state or tribal jurisdiction)
 * report, without their US beneficial owners. Each duty is identified by its CFR paragraph (docs/frameworks/fincen-boi.md).
 */
export const fincenBoi: LibraryFramework = {
  id: 'fincen-boi',
  name: 'FinCEN BOI',
  edition: '31 CFR 1010.380, as amended by the interim final rule of 26 March 2025 (foreign reporting companies only)',
  groups: [
    groupOf('1010.380(c)', 'Who must report', [
      ['1010.380(c)(1)', 'Decide whether the company is a foreign reporting company'],
      ['1010.380(c)(2)', 'Check and record the exemptions, including US companies since March 2025'],
    ]),
    groupOf('1010.380(a)', 'Reports and deadlines', [
      ['1010.380(a)(1)', 'Initial report within 30 days of US registration taking effect'],
      ['1010.380(a)(2)', 'Updated report within 30 days of a change'],
      ['1010.380(a)(3)', 'Corrected report within 30 days of learning of an error'],
    ]),
    groupOf('1010.380(b)', 'Content of reports', [
      ['1010.380(b)(1)', 'Company, beneficial owner and company applicant details'],
      ['1010.380(b)(2)', 'Special rules: exempt-entity owners, minor children, foreign pooled vehicles'],
    ]),
    groupOf('1010.380(d)', 'Beneficial owners and company applicants', [
      ['1010.380(d)', 'Identify non-US individuals with substantial control or 25% ownership'],
      ['1010.380(e)', 'Identify the company applicants who filed the registration'],
    ]),
    groupOf('1010.380(g)', 'Reporting violations', [['1010.380(g)', 'Never file false information or willfully fail to report']]),
  ],
};
