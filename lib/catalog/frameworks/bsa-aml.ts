import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * The Bank Secrecy Act's anti-money laundering program for banks, 31 CFR 1020.210 (the pillars of paragraph (a) and
 * the written, board-approved program of paragraph (b)), and the customer due diligence rule for beneficial owners of
 * legal entity customers, 31 CFR 1010.230. Each duty is identified by its CFR paragraph.
 */
export const bsaAml: LibraryFramework = {
  id: 'bsa-aml',
  name: 'BSA/AML',
  edition: '31 CFR 1020.210 (AML program for banks) and 31 CFR 1010.230 (beneficial ownership of legal entity customers)',
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
    groupOf('1010.230', 'Beneficial owners of legal entity customers', [
      ['1010.230(a)', 'Identify and verify beneficial owners when a legal entity opens an account'],
      ['1010.230(b)(1)', 'Collect a certification of beneficial ownership, or its equivalent'],
      ['1010.230(b)(2)', "Verify each beneficial owner's identity by risk-based procedures"],
      ['1010.230(d)', 'Cover both the 25% ownership prong and the control prong'],
      ['1010.230(i)', 'Keep identification and verification records for five years'],
    ]),
  ],
};
