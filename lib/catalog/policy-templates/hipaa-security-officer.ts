import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const hipaaSecurityOfficerTemplate: PolicyTemplate = {
  id: 'security-officer',
  name: 'HIPAA Security Officer Designation Policy',
  description: 'Who is responsible for the HIPAA security programme, and what that responsibility includes.',
  frameworks: ['hipaa'],
  body: `## Purpose

The HIPAA Security Rule asks each covered entity and business associate to identify the security official
responsible for developing and implementing its security policies and procedures (45 CFR 164.308(a)(2)). This
policy designates that person for {{organization}} and describes the role.

## Scope

This policy applies to all electronic protected health information (ePHI) that {{organization}} creates,
receives, maintains or transmits, and to every workforce member and system that handles it.

## Roles and Responsibilities

- **Leadership of {{organization}}** appoints the Security Officer in writing, gives the role the authority and
  resources it needs, and names a deputy who acts in the Security Officer's absence.
- **The Security Officer** leads the security programme described below and reports to leadership at least
  quarterly.
- **The Privacy Officer**, where a separate person holds that role, works with the Security Officer on matters that
  concern both privacy and security.
- **Workforce members** follow the Security Officer's instructions on the protection of ePHI and report security
  concerns to them.

## Policy Statements

1. **Designation.** {{organization}} has one designated Security Officer at all times. The name and contact details
   of the current Security Officer and deputy are published to the whole workforce.
2. **Risk analysis.** The Security Officer makes sure an accurate and thorough assessment of the risks to ePHI is
   carried out at least once a year and when operations or systems change significantly, and that a risk
   management plan follows from it.
3. **Policies and procedures.** The Security Officer maintains the security policies and procedures of
   {{organization}}, and keeps them, and records of actions taken under them, for at least six years.
4. **Training.** The Security Officer oversees security awareness training for the workforce.
5. **Incidents.** The Security Officer coordinates the response to security incidents and decides, with the
   Privacy Officer, whether a breach notification is required.
6. **Business associates.** The Security Officer makes sure business associate agreements are in place before
   a vendor handles ePHI for {{organization}}.
7. **Evaluation.** The Security Officer organises a periodic technical and non-technical evaluation of how well the
   security programme meets the Security Rule.

## Review

This policy is reviewed at least once a year, and whenever the Security Officer changes.

## Exceptions

No exception is allowed to the designation itself. If the role falls vacant, leadership appoints an interim
Security Officer within five working days.
`,
};
