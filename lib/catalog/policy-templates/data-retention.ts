import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const dataRetentionTemplate: PolicyTemplate = {
  id: 'data-retention',
  name: 'Data Retention Policy',
  description: 'How long each kind of information is kept, and how it is deleted when that time ends.',
  frameworks: ['soc2', 'iso27001', 'gdpr', 'ccpa'],
  body: `## Purpose

This policy makes sure that {{organization}} keeps information for as long as the law, its contracts and its
business need it, and no longer. Keeping data past its purpose adds risk and cost and breaches the principle
of storage limitation; deleting it too early can breach legal duties and lose evidence.

## Scope

This policy applies to all information held by or for {{organization}}, in production systems, internal tools,
endpoints, email, paper files and the systems of its suppliers, including personal information and data that
customers store in its products. Backup copies follow the retention periods of the Backup and Recovery Policy.

## Roles and Responsibilities

- **The privacy lead** owns this policy and the retention schedule, and checks that the periods meet legal
  requirements in every country where {{organization}} operates.
- **Legal counsel** issues and releases legal holds and advises on statutory retention periods.
- **Information owners** set the retention period of the information they own, enter it in the retention
  schedule and make sure it is deleted when the period ends.
- **Engineering leads** build automatic deletion into the systems that hold customer and personal data.

## Policy Statements

1. **Retention schedule.** {{organization}} keeps a retention schedule listing each category of information, its
   owner, the system of record, the retention period, the event that starts it and the legal or business reason.
   Information not listed is kept for no more than three years from its last use.
2. **Customer data.** Data customers store in the products of {{organization}} is kept for the term of their
   contract. After the contract ends, customers may export it for 30 days; it is then deleted from production
   systems within a further 30 days, and from backups as they expire.
3. **Customer deletion requests.** When a customer deletes data or an account in the product, or asks for
   deletion, the data is removed from production systems within 30 days and from backups as they expire.
4. **Minimum periods.** Unless a law requires longer: accounting and tax records are kept for seven years after
   the end of the financial year; contracts for six years after they end; employee records for six years after
   the person leaves; unsuccessful candidates' applications for six months after the hiring decision; security
   incident and personal data breach records for five years; audit reports and compliance evidence for three
   years; security and audit logs for the period the Logging and Monitoring Policy sets.
5. **Personal information.** Personal information is kept only while its documented purpose needs it, and at most
   for the period in the retention schedule. Where it is needed only for analysis, it is anonymised or aggregated
   instead of kept.
6. **Deletion.** When a retention period ends, the information is deleted or anonymised within 30 days,
   automatically wherever the system allows. Information on media leaving the control of {{organization}} is
   destroyed as the Media Disposal Policy requires.
7. **Legal hold.** When litigation, an investigation or an audit is reasonably expected, legal counsel issues a
   written hold naming the information concerned. Deletion of that information stops at once, including
   automatic deletion, until legal counsel releases the hold in writing.
8. **Suppliers.** Information that suppliers hold for {{organization}} follows this schedule while they hold it;
   its return or deletion when the service ends is governed by the Third-Party Risk Policy.
9. **Verification.** Every quarter, information owners confirm that automatic deletion has run in the systems they
   own and that no information is held past its period. Failures are corrected within 30 days.

## Review

The privacy lead reviews this policy and the retention schedule at least once a year, and when laws,
contracts or the information held by {{organization}} change.

## Exceptions

Keeping information longer than the schedule allows requires the written approval of the information owner and
the privacy lead, a documented reason, and an end date no more than 12 months away. Legal holds are not
exceptions and follow statement 7.
`,
};
