import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const codeOfConductTemplate: PolicyTemplate = {
  id: 'code-of-conduct',
  name: 'Code of Conduct',
  description: 'The standards of integrity and behaviour expected of everyone who works for the company.',
  frameworks: ['soc2', 'iso27001'],
  body: `## Purpose

This code sets out the standards of integrity and behaviour that {{organization}} expects of everyone who works
for it. Customers, colleagues and partners trust {{organization}} because its people act honestly, lawfully and
with respect.

## Scope

This code applies to all employees, officers, board members, contractors and temporary staff of {{organization}}.
Suppliers are required by contract to follow equivalent standards in their work for {{organization}}.

## Roles and Responsibilities

- **The board and executive management** approve this code, set the example and oversee how breaches are handled.
- **Managers** explain this code to their teams, act on concerns raised with them and escalate possible breaches.
- **The human resources team** records acknowledgements, runs investigations and applies the disciplinary process.
- **Every person** follows this code and speaks up when they see it broken.

## Policy Statements

1. **Acknowledgement.** Everyone signs this code before their start date and confirms it every year. The human
   resources team follows up any confirmation overdue by more than 30 days.
2. **Lawful conduct.** People obey the laws of every country where {{organization}} operates, including those on
   competition, sanctions and export control, data protection and employment. Where this code is stricter than the
   law, this code applies.
3. **Respect.** Harassment, bullying and discrimination on the basis of any characteristic protected by law are
   not tolerated, whether in person, online or at work events.
4. **Conflicts of interest.** Actual and potential conflicts of interest, such as outside work, interests in a
   customer, supplier or competitor, or a close relative in the same reporting line, are disclosed in writing to
   the manager and the human resources team before acting on the matter. Disclosures are recorded in a register
   reviewed every year.
5. **Bribery and gifts.** No one offers, gives, requests or accepts a bribe. Gifts and hospitality are given and
   accepted only as set out in the Anti-Bribery Policy.
6. **Confidentiality.** Confidential information of {{organization}}, its customers and partners is used only for
   the work it was provided for and protected as the security policies require, during and after employment.
7. **Accurate records.** Financial records, expense claims, time records and statements to customers, auditors and
   regulators are complete and accurate. No one overstates the security or compliance of {{organization}} in sales
   material, contracts or customer security reviews.
8. **Fair dealing.** People deal honestly with customers, suppliers and competitors and never obtain information
   about competitors by improper means.
9. **Company resources.** Company systems, equipment and information are used as set out in the Acceptable Use
   Policy.
10. **Speaking up.** Suspected breaches of this code are raised with a manager, the human resources team or through
    the channels of the Whistleblower Policy, which also protects those who report from retaliation.
11. **Handling breaches.** Reported breaches are investigated promptly and confidentially by someone independent of
    the matter, the outcome is recorded, and sanctions follow the disciplinary process of the Human Resources
    Security Policy. Executive management reviews a summary of reports and their outcomes at least twice a year and
    the board at least once a year.

## Review

Executive management reviews this code at least once a year and after any significant breach. Changes are
approved by the board and communicated to everyone in scope.

## Exceptions

No exceptions are granted to this code. Questions about how it applies to a particular situation are put to the
human resources team before acting.
`,
};
