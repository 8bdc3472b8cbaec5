import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const hipaaWorkforceTrainingTemplate: PolicyTemplate = {
  id: 'workforce-training',
  name: 'HIPAA Workforce Security Training Policy',
  description: 'Security awareness training for everyone who works with protected health information.',
  frameworks: ['hipaa'],
  body: `## Purpose

This policy establishes the security awareness and training programme that the HIPAA Security Rule requires for
all members of the workforce (45 CFR 164.308(a)(5)), so that everyone at {{organization}} knows how to protect
electronic protected health information (ePHI) and recognises threats to it.

## Scope

This policy applies to all workforce members of {{organization}}: employees, volunteers, trainees, contractors and
other persons whose work is under the direct control of {{organization}}, whether or not they handle ePHI every day.

## Roles and Responsibilities

- **The Security Officer** owns the training programme, approves its content and reports completion rates to
  leadership.
- **Managers** make sure their team members complete training on time and give them the time to do so.
- **Workforce members** complete the training assigned to them and apply it in their work.

## Policy Statements

1. **Initial training.** Every new workforce member completes security awareness training before they are given
   access to ePHI, and in any case within 30 days of starting.
2. **Refresher training.** Every workforce member completes refresher training at least once a year.
3. **Content.** Training covers at least: the handling of ePHI, password and authentication practices, recognising
   phishing and malicious software, reporting security incidents, monitoring of log-in attempts, workstation and
   device use, and the sanctions for breaking security policies.
4. **Role-based training.** People with administrator rights, developers and those who handle large volumes of ePHI
   receive additional training suited to their role.
5. **Security reminders.** The Security Officer sends periodic security reminders, for example about new threats or
   changes to procedures.
6. **Records.** {{organization}} keeps records of who completed which training and when, for at least six years.
7. **Non-completion.** Access to ePHI may be suspended for a workforce member whose training is overdue, until it is
   completed.

## Review

The Security Officer reviews this policy and the training content at least once a year, and after any incident
that shows a gap in the workforce's knowledge.

## Exceptions

A delay to training may be granted by the Security Officer for a documented reason, such as extended leave, for no
longer than 30 days after the person's return.
`,
};
