import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * The Fair Credit Reporting Act (15 U.S.C. 1681 et seq.) as it binds a business that uses or furnishes consumer
 * reports: not the duties of consumer reporting agencies themselves (docs/frameworks/fcra.md says why). Each duty is
 * identified by its section of the Act; groups follow the kinds of user the CFPB's notices to users and furnishers
 * address (12 CFR Part 1022, Appendices M and N).
 */
export const fcra: LibraryFramework = {
  id: 'fcra',
  name: 'FCRA',
  edition: '15 U.S.C. 1681–1681x, with Regulation V (12 CFR Part 1022) and the FTC Disposal Rule (16 CFR Part 682)',
  groups: [
    groupOf('all-users', 'Obligations of every user of consumer reports', [
      ['§1681b(f)', 'Obtain and use a report only for a permissible purpose'],
      ['§1681e(a)', 'Identify ourselves and certify our purpose to the agency'],
      ['§1681m(a)', 'Adverse action notice with score, agency contact and consumer rights'],
      ['§1681m(b)', 'Disclose the right to learn of third-party information behind adverse action'],
      ['§1681c(h)', 'Reasonable procedures on a notice of address discrepancy'],
      ['§1681w', 'Dispose of consumer report information securely (16 CFR 682)'],
    ]),
    groupOf('creditors', 'Creditors and lenders', [
      ['§1681m(h)', 'Risk-based pricing notices'],
      ['§1681m(e)', 'Written identity theft red flags program'],
      ['§1681c-1(h)', 'Verify identity before extending credit under a fraud alert'],
      ['§1681b(g)', 'Use medical information only as the law permits'],
    ]),
    groupOf('employers', 'Employment purposes', [
      ['§1681b(b)(1)', 'Certify compliance to the agency before getting an employment report'],
      ['§1681b(b)(2)', 'Stand-alone disclosure and written authorization before the report'],
      ['§1681b(b)(3)', 'Give the report and a summary of rights before adverse action'],
      ['§1681d(a)', 'Tell the consumer in writing within three days of ordering an investigative report'],
      ['§1681d(b)', 'On request, disclose the nature and scope of the investigation within five days'],
    ]),
    groupOf('marketing', 'Prescreened offers and affiliate marketing', [
      ['§1681m(d)', 'Clear prescreening opt-out statement with firm offers'],
      ['§1681s-3', 'Offer an opt-out before marketing on affiliate information'],
    ]),
    groupOf('furnishers', 'Furnishers of information', [
      ['§1681s-2(a)(1)', 'Do not furnish information known or believed to be inaccurate'],
      ['§1681s-2(a)(2)', 'Correct and update information furnished'],
      ['§1681s-2(a)(3)', 'Mark information the consumer disputes'],
      ['§1681s-2(a)(4)', 'Report accounts the consumer closed'],
      ['§1681s-2(a)(5)', 'Report the date of first delinquency'],
      ['§1681s-2(a)(6)', 'Block information resulting from identity theft'],
      ['§1681s-2(a)(7)', 'Tell customers before or after furnishing negative information'],
      ['§1681s-2(a)(8)', 'Investigate disputes the consumer sends directly'],
      ['§1681s-2(b)', 'Investigate disputes an agency passes on, within its deadline'],
      ['§1681s-2(e)', 'Written accuracy and integrity policies (Regulation V)'],
    ]),
  ],
};
