import type { LibraryControl } from '@/lib/catalog/types';

/** Using and furnishing consumer reports. */
export const consumerReportControls: readonly LibraryControl[] = [
  {
    id: 'CRA-01',
    name: 'Permissible purpose for consumer reports',
    asks:
      'Certify our purposes to each consumer reporting agency, record a permissible purpose before every report is obtained, limit who can order ' +
      'and see reports, and use medical information in them only as the law allows.',
    evidence:
      'Agency user agreements with certified purposes; log of reports pulled with their purpose; access list; periodic sample review',
    owner: 'Compliance',
    maps: ['fcra:§1681b(f)', 'fcra:§1681e(a)', 'fcra:§1681b(g)'],
  },
  {
    id: 'CRA-02',
    name: 'Adverse action and risk-based pricing notices',
    asks:
      'Send an adverse action notice (with any score used, the agency contact and the consumer rights) whenever a report or third-party ' +
      'information leads to adverse action, and send risk-based pricing notices where terms are less favourable.',
    evidence: 'Notice templates approved by counsel; sampled decisions matched to the notices sent',
    owner: 'Compliance',
    maps: ['fcra:§1681m(a)', 'fcra:§1681m(b)', 'fcra:§1681m(h)'],
  },
  {
    id: 'CRA-03',
    name: 'Employment background check consent',
    asks:
      'Before an employment report is obtained, give a stand-alone disclosure, get written authorization and certify compliance to the agency; ' +
      'before adverse action, give the candidate the report and the summary of rights and time to respond. For an investigative report ' +
      '(interviews with references), tell the candidate in writing within three days of ordering it and, on request, what it covers.',
    evidence: 'Disclosure and authorization forms; agency certification; pre-adverse action letters with dates',
    owner: 'HR',
    maps: ['fcra:§1681b(b)(1)', 'fcra:§1681b(b)(2)', 'fcra:§1681b(b)(3)', 'fcra:§1681d(a)', 'fcra:§1681d(b)'],
  },
  {
    id: 'CRA-04',
    name: 'Identity theft red flags program',
    asks:
      'Keep a written, board-approved program that detects and responds to identity theft red flags on covered accounts, including address ' +
      'discrepancy notices and fraud alerts on consumer reports, and update it as risks change.',
    evidence: 'Approved red flags program; address discrepancy and fraud alert procedures; yearly program report',
    owner: 'Compliance',
    maps: ['fcra:§1681m(e)', 'fcra:§1681c(h)', 'fcra:§1681c-1(h)'],
  },
  {
    id: 'CRA-05',
    name: 'Accurate furnishing and dispute handling',
    asks:
      'Keep written policies for the accuracy and integrity of data furnished to agencies; correct and update it, mark disputes and closed ' +
      'accounts, report delinquency dates, block identity theft data, tell customers of negative reporting, and investigate disputes on time.',
    evidence: 'Furnishing policy; dispute log with investigation outcomes and dates; correction records; negative information notices',
    owner: 'Compliance',
    maps: [
      'fcra:§1681s-2(a)(1)',
      'fcra:§1681s-2(a)(2)',
      'fcra:§1681s-2(a)(3)',
      'fcra:§1681s-2(a)(4)',
      'fcra:§1681s-2(a)(5)',
      'fcra:§1681s-2(a)(6)',
      'fcra:§1681s-2(a)(7)',
      'fcra:§1681s-2(a)(8)',
      'fcra:§1681s-2(b)',
      'fcra:§1681s-2(e)',
    ],
  },
  {
    id: 'CRA-06',
    name: 'Prescreened offers and affiliate marketing opt-outs',
    asks:
      'Put the prescreening opt-out statement on firm offers of credit or insurance, and give consumers notice and a chance to opt out before ' +
      'marketing to them on information shared by an affiliate.',
    evidence: 'Offer templates with the opt-out statement; affiliate marketing notice; opt-out records honoured',
    owner: 'Legal',
    maps: ['fcra:§1681m(d)', 'fcra:§1681s-3'],
  },
];
