import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const hipaaAccessManagementTemplate: PolicyTemplate = {
  id: 'access-management',
  name: 'HIPAA Information Access Management Policy',
  description: 'Authorising, establishing and modifying access to electronic protected health information.',
  frameworks: ['hipaa'],
  body: `## Purpose

This policy describes how {{organization}} authorises and manages access to electronic protected health information
(ePHI), as the HIPAA Security Rule's information access management standard requires (45 CFR 164.308(a)(4)), so that
workforce members reach only the minimum necessary information for their job.

## Scope

This policy applies to every system, application and database of {{organization}} that holds ePHI, and to all
workforce members, business associates and service accounts that access it.

## Roles and Responsibilities

- **The Security Officer** approves the access rules for each system holding ePHI and oversees access reviews.
- **System owners** define the roles of their system and the ePHI each role may reach.
- **Managers** request, justify and periodically confirm access for their team members.
- **IT administrators** set up, change and remove access only as approved, and keep a record of every change.

## Policy Statements

1. **Minimum necessary.** Access to ePHI is granted by role, limited to the minimum necessary for the person's job
   functions.
2. **Authorisation.** No access to ePHI is established without a documented request from the person's manager and
   approval from the system owner.
3. **Establishing access.** Each person receives a unique user identification; accounts are never shared.
4. **Modifying access.** When a person's job changes, their access is adjusted within five working days; access that
   is no longer needed is removed.
5. **Termination.** Access is removed no later than the end of the last working day, and immediately on an
   involuntary termination.
6. **Emergency access.** A documented emergency access procedure lets authorised staff reach ePHI during an
   emergency; every use of it is logged and reviewed by the Security Officer afterwards.
7. **Clearinghouse isolation.** Where {{organization}} includes a health care clearinghouse function, its ePHI is
   kept apart from that of the rest of the organization.
8. **Reviews.** Access to systems holding ePHI is reviewed at least every six months; inappropriate access is removed
   within ten working days of the review.

## Review

The Security Officer reviews this policy at least once a year and after any incident involving inappropriate access
to ePHI.

## Exceptions

Exceptions require the written approval of the Security Officer, state the compensating controls, and expire after
no more than six months.
`,
};
