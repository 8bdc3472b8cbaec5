import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * The Colorado Privacy Act (C.R.S. §6-1-1301 to 6-1-1314): the duties of controllers and processors, by section and
 * subsection (docs/frameworks/co-cpa.md). Its rules (4 CCR 904-3) say how; the ids are the Act's.
 */
export const coCpa: LibraryFramework = {
  id: 'co-cpa',
  name: 'Colorado Privacy Act',
  edition: 'C.R.S. §6-1-1301 to 6-1-1314, in force since 1 July 2023, with the CPA Rules (4 CCR 904-3)',
  groups: [
    groupOf('rights', 'Consumer rights (§6-1-1306)', [
      ['6-1-1306(1)(a)', 'Opt out of targeted advertising, sale and profiling'],
      ['6-1-1306(1)(a)(IV)', 'Honour universal opt-out mechanisms'],
      ['6-1-1306(1)(b)', 'Confirm processing and give access'],
      ['6-1-1306(1)(c)', 'Correct inaccurate personal data'],
      ['6-1-1306(1)(d)', 'Delete personal data'],
      ['6-1-1306(1)(e)', 'Give the data in a portable format'],
      ['6-1-1306(2)', 'Answer requests within 45 days'],
      ['6-1-1306(3)', 'A process to appeal a refusal'],
    ]),
    groupOf('controllers', 'Controller duties (§6-1-1308)', [
      ['6-1-1308(1)', 'Transparency: privacy notice and opt-out disclosures'],
      ['6-1-1308(2)', 'Specify the express purposes of processing'],
      ['6-1-1308(3)', 'Data minimization'],
      ['6-1-1308(4)', 'No secondary use without consent'],
      ['6-1-1308(5)', 'Duty of care: secure the data in storage and use'],
      ['6-1-1308(6)', 'No unlawful discrimination'],
      ['6-1-1308(7)', 'Process sensitive data only with consent'],
    ]),
    groupOf('processors', 'Processors and assessments (§6-1-1305, §6-1-1309)', [
      ['6-1-1305', 'Processor duties and controller-processor contracts'],
      ['6-1-1309', 'Data protection assessments of heightened-risk processing'],
    ]),
  ],
};
