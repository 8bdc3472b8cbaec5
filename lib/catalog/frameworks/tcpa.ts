import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf as group, type RequirementRow as Row } from './rows';

/**
 * The TCPA's telemarketing and robocall rules (47 CFR 64.1200) as they apply to a caller or texter, identified by
 * paragraph. Definitions (64.1200(f)), the duties of voice service providers (64.1200(k), (n)–(p)) and the one-to-one
 * consent rule vacated in 2025 are left out (docs/frameworks/tcpa.md).
 */

const consent: Row[] = [
  ['64.1200(a)(1)', 'Prior express consent for autodialled or prerecorded calls and texts to mobiles'],
  ['64.1200(a)(2)', 'Prior express written consent for autodialled or prerecorded marketing calls to mobiles'],
  ['64.1200(a)(3)', 'Prior express written consent for prerecorded marketing calls to homes'],
  ['64.1200(a)(4)', 'Send fax advertisements only under the rule, with an opt-out notice'],
  ['64.1200(a)(10)', 'Honour revocation of consent by any reasonable means within 10 business days'],
];

const conduct: Row[] = [
  ['64.1200(a)(7)', 'Keep abandoned calls within 3% and play an identifying message'],
  ['64.1200(b)(1)', 'State who is calling at the start of a prerecorded message'],
  ['64.1200(b)(2)', 'Give a telephone number in a prerecorded message'],
  ['64.1200(b)(3)', 'Offer an automated opt-out in prerecorded marketing messages'],
  ['64.1200(c)(1)', 'No marketing calls before 8 a.m. or after 9 p.m. local time'],
];

const doNotCall: Row[] = [
  ['64.1200(c)(2)', 'No marketing calls to numbers on the national do-not-call registry'],
  ['64.1200(d)(1)', 'A written do-not-call policy available on demand'],
  ['64.1200(d)(2)', 'Train staff engaged in telemarketing on the do-not-call list'],
  ['64.1200(d)(3)', 'Record do-not-call requests and honour them within 10 business days'],
  ['64.1200(d)(4)', 'Callers give their name, the company and a contact number'],
  ['64.1200(d)(6)', 'Keep do-not-call requests for five years'],
  ['64.1200(m)', 'Safe harbour for calling a reassigned number after a database check said it was not'],
];

export const tcpa: LibraryFramework = {
  id: 'tcpa',
  name: 'TCPA',
  edition: '47 CFR 64.1200 (Telephone Consumer Protection Act rules)',
  groups: [
    group('consent', 'Consent and revocation (§64.1200(a))', consent),
    group('conduct', 'Identification and calling conduct (§64.1200(a)(7), (b), (c)(1))', conduct),
    group('do-not-call', 'Do-not-call (§64.1200(c)(2), (d), (m))', doNotCall),
  ],
};
