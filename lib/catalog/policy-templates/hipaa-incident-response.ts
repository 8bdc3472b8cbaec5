import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const hipaaIncidentResponseTemplate: PolicyTemplate = {
  id: 'incident-response',
  name: 'HIPAA Security Incident Procedures Policy',
  description: 'Identifying, responding to, mitigating and documenting security incidents involving ePHI.',
  frameworks: ['hipaa'],
  body: `## Purpose

This policy sets out how {{organization}} identifies and responds to suspected or known security incidents, as the
HIPAA Security Rule requires (45 CFR 164.308(a)(6)), mitigates their harmful effects as far as practicable and
documents them and their outcomes.

## Scope

This policy applies to every security incident that affects, or may affect, electronic protected health information
(ePHI) held by {{organization}} or by its business associates on its behalf, and to all workforce members.

## Roles and Responsibilities

- **The Security Officer** leads the response, decides the severity of each incident and informs leadership.
- **The incident response team**, named by the Security Officer, investigates, contains and recovers.
- **The Privacy Officer** assesses whether an incident is a breach of unsecured protected health information and
  handles notifications.
- **Workforce members** report anything that looks like a security incident immediately and preserve evidence.

## Policy Statements

1. **Reporting.** Suspected incidents, such as lost devices, phishing that was clicked, malware, unexpected access to
   records or misdirected information, are reported to the Security Officer at once, and in any case within 24 hours.
2. **Triage.** The Security Officer records every report, assigns a severity and starts the response without delay.
3. **Containment.** The response team limits the spread of the incident, for example by isolating systems, disabling
   accounts or revoking keys, while preserving logs and other evidence.
4. **Eradication and recovery.** The cause is removed and affected systems are restored from trusted sources and
   checked before they return to service.
5. **Breach assessment.** Every incident involving protected health information is assessed for the probability that
   the information was compromised. Notifications to individuals, the Secretary of Health and Human Services and,
   where required, the media are made within the time limits of the Breach Notification Rule.
6. **Business associates.** Business associates must report incidents involving the ePHI of {{organization}} as
   their agreement requires.
7. **Documentation.** Each incident is documented: what happened, what was affected, the actions taken, the outcome
   and the lessons learned. Records are kept for at least six years.
8. **Lessons learned.** After a significant incident, the response is reviewed and the risk analysis and controls are
   updated.

## Review

The Security Officer reviews this policy at least once a year and after every significant incident, and the
procedure is exercised at least once a year.

## Exceptions

No exception is allowed to the duty to report an incident. Other deviations require the Security Officer's written
approval.
`,
};
