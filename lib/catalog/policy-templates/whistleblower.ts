import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const whistleblowerTemplate: PolicyTemplate = {
  id: 'whistleblower',
  name: 'Whistleblower Policy',
  description: 'Confidential and anonymous channels for reporting wrongdoing, protection from retaliation and follow-up.',
  frameworks: ['soc2'],
  body: `## Purpose

This policy gives everyone who works with {{organization}} a safe way to raise concerns about wrongdoing, openly,
confidentially or anonymously, protects them from retaliation, and makes sure their concerns are investigated
fairly and independently.

## Scope

This policy applies to current and former employees, contractors, job applicants, suppliers and anyone else who
learns of wrongdoing through their work with {{organization}}. It covers concerns about fraud, bribery and
corruption, breaches of law or regulation, misuse or deliberate exposure of personal or customer data, the
concealment of security incidents, financial reporting irregularities, threats to health and safety, serious
breaches of the Code of Conduct, and the concealment of any of these. Personal grievances about one's own
employment are handled through the human resources procedures instead.

## Roles and Responsibilities

- **The board**, or a committee or independent director it names, oversees this policy and receives concerns that
  involve executive management.
- **The whistleblowing officer**, named by the board and independent of the business lines, receives and records
  concerns, assigns their investigation and keeps the reporter informed.
- **Investigators** are assigned case by case and have no involvement in the matter reported.
- **Managers** who receive a concern pass it to the whistleblowing officer within one working day and keep it
  confidential.
- **Every person in scope** may report a concern and cooperates with investigations.

## Policy Statements

1. **Reporting channels.** {{organization}} provides a reporting line, operated independently of management and
   open at all times, that accepts reports in writing or by phone, allows them to be made anonymously and lets
   anonymous reporters receive replies. Concerns may also be raised with the whistleblowing officer directly, or
   with the board when they involve executive management.
2. **Reasonable grounds.** A reporter needs reasonable grounds to believe the concern is true, not proof. A
   concern that turns out to be mistaken is still protected.
3. **Confidentiality.** The identity of a reporter, and anything that could reveal it, is shared only with their
   written consent or where a law requires it. Case records are readable only by the whistleblowing officer and the
   assigned investigators.
4. **No retaliation.** Dismissal, demotion, loss of work, harassment or any other detriment against a reporter, or
   anyone who helps them or takes part in an investigation, is forbidden. Retaliation is itself a serious
   disciplinary offence and is investigated as a concern under this policy.
5. **Acknowledgement and feedback.** Every report is acknowledged within seven days of receipt, and the reporter is
   told what action has been taken or is planned within three months.
6. **Independent investigation.** The whistleblowing officer assesses each report within five working days and
   assigns an investigator who does not report to anyone named in it. Concerns about executive management are
   investigated under the direction of the board.
7. **Fairness to those named.** People named in a report are presumed innocent, told of the allegations when doing
   so no longer endangers the investigation, given the chance to respond, and have their identity protected like
   the reporter's.
8. **External reporting.** No contract, settlement or confidentiality agreement of {{organization}} may prevent
   anyone from reporting a concern through this policy or to a regulator or other competent authority.
9. **Oversight.** The whistleblowing officer reports the number, type, status and outcome of concerns to the board
   at least twice a year, without identifying reporters, and at once for concerns of suspected fraud or involving
   executive management.
10. **Records.** Each case is recorded with its dates, actions and outcome. Records are kept for five years after
    the case is closed and then deleted, and personal data not needed for the case is deleted as soon as that is
    known.
11. **Publication.** This policy and how to use the reporting channels are published where all staff can read them
    and are explained to every new starter.

## Review

The whistleblowing officer reviews this policy at least once a year and when whistleblowing laws that apply to
{{organization}} change. Changes are approved by the board.

## Exceptions

No exception is allowed to the protection of reporters from retaliation or to the confidentiality of their
identity. Any other exception is approved in writing by the board.
`,
};
