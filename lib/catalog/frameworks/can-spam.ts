import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf as group, type RequirementRow as Row } from './rows';

/**
 * CAN-SPAM: the duties of a sender of commercial e-mail under the Act (15 U.S.C. §7704) and the Commission's rule
 * (16 CFR Part 316), identified by the statute's subsection or the rule's section. The rule's definitions (316.2), the
 * Act's wireless provisions (§7712, left to the FCC's rule) and enforcement are left out; the label for sexually
 * oriented messages is listed once, under the rule that fixes its wording (docs/frameworks/can-spam.md).
 */

const content: Row[] = [
  ['§7704(a)(1)', 'No false or misleading header or routing information'],
  ['§7704(a)(2)', 'No subject line that misleads about the content'],
  ['§7704(a)(5)(A)(i)', 'Identify the message as an advertisement'],
  ['§7704(a)(5)(A)(ii)', 'Tell recipients clearly how to opt out'],
  ['§7704(a)(5)(A)(iii)', 'Include a valid physical postal address'],
];

const optOut: Row[] = [
  ['§7704(a)(3)', 'A working reply address or opt-out link for at least 30 days'],
  ['§7704(a)(4)', 'Stop sending within 10 business days; never sell opted-out addresses'],
  ['316.5', 'Ask nothing more than an address and preferences to opt out, and charge no fee'],
];

const sending: Row[] = [
  ['§7704(b)(1)', 'No harvested or dictionary-generated addresses'],
  ['§7704(b)(2)', 'No scripted creation of accounts to send from'],
  ['§7704(b)(3)', 'No relaying through computers without authorization'],
];

const rule: Row[] = [
  ['316.3', 'Decide whether a message is commercial by its primary purpose'],
  ['316.4', 'Label sexually explicit messages and keep the first screen clean'],
];

export const canSpam: LibraryFramework = {
  id: 'can-spam',
  name: 'CAN-SPAM',
  edition: 'CAN-SPAM Act, 15 U.S.C. §7704, and 16 CFR Part 316',
  groups: [
    group('content', 'Message content and identification (§7704(a))', content),
    group('opt-out', 'Opt-out (§7704(a)(3)–(4), §316.5)', optOut),
    group('sending', 'Sending practices (§7704(b))', sending),
    group('rule', 'The CAN-SPAM Rule (16 CFR 316)', rule),
  ],
};
