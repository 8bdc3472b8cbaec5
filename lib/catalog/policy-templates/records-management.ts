import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const recordsManagementTemplate: PolicyTemplate = {
  id: 'records-management',
  name: 'Records Management Policy',
  description: 'How business records are identified, kept authentic and readable, found and disposed of.',
  frameworks: ['soc2', 'iso27001'],
  body: `## Purpose

{{organization}} must be able to show what it decided, agreed and did: to customers, auditors, regulators and
courts. This policy makes sure its records are identified, complete, protected from loss, alteration and
unauthorised access, readable and retrievable for as long as they are kept, and disposed of in a controlled way.

## Scope

A record is information created or received as evidence of a business activity, decision or obligation, such
as contracts, financial and tax records, board and management minutes, employee files, policies and their
approvals, risk assessments, audit reports, compliance evidence, access reviews, incident reports and customer
correspondence about commitments. This policy applies to records in every format and every system, and to
everyone who creates or handles them.

## Roles and Responsibilities

- **The compliance lead** owns this policy and the register of record types, and coordinates the production of
  records requested by auditors and regulators.
- **Record owners**, the heads of the functions that create each type of record, decide where it is kept, who may
  access it and when it may be disposed of.
- **The IT lead** makes sure the systems of record provide the access control, version history, backup and
  export this policy requires.
- **Everyone in scope** files records in the system of record for their type as soon as they are final.

## Policy Statements

1. **Register of record types.** The compliance lead keeps a register listing each type of record, its owner, its
   system of record, its classification and its retention period as set in the Data Retention Policy. Record
   owners confirm their entries once a year.
2. **System of record.** Each type of record is kept in one approved system of record that restricts access by
   role and keeps a history of changes. Copies kept elsewhere, such as in email or on laptops, are not records and
   are deleted once the record is filed.
3. **Authenticity and integrity.** Once a record is final it is not changed. Corrections are made as a new
   version or an annotation that shows who made it, when and why, and the earlier version is kept. Deleting a
   record before its retention period ends is not possible for ordinary users.
4. **Approvals.** Approvals that make a record valid, such as policy approvals, contract signatures and risk
   acceptances, are captured with the approver's name, role and date, by a signature or an electronic approval
   in the system of record.
5. **Protection from loss.** Systems of record are backed up as the Backup and Recovery Policy requires.
   Paper records that must be kept in original are stored in locked, fire-resistant cabinets, and are scanned
   into the system of record unless the law forbids relying on the copy.
6. **Readability over time.** Records are kept in formats that remain readable for their whole retention period.
   When a system of record is retired, its records are migrated or exported, with their metadata and history,
   and the result is checked before the old system is switched off.
7. **Retrieval.** Any record requested by an auditor, regulator, court or customer with a contractual right to it
   can be found and produced within five working days. Record owners test this at least once a year by
   retrieving a sample of records of each type.
8. **Disposal.** At the end of its retention period a record is disposed of only with the record owner's
   approval, unless a legal hold applies. Each disposal is logged with the record type, the period it covered,
   the date, the approver and the method, and the log is kept permanently.
9. **Personal information in records.** Records that contain personal information are accessible only to those
   whose role needs it, and requests from individuals to see or correct it are handled under the Data Privacy
   Policy.

## Review

The compliance lead reviews this policy and the register of record types at least once a year, and when a new
legal or contractual record-keeping obligation arises.

## Exceptions

Exceptions, such as a record type that must temporarily be kept outside its system of record, are approved in
writing by the record owner and the compliance lead, recorded in the register and limited to 12 months.
`,
};
