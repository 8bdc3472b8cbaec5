import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const breachNotificationTemplate: PolicyTemplate = {
  id: 'breach-notification',
  name: 'Data Breach Notification Policy',
  description: 'Who is told about a data breach, by whom, how fast and with what content.',
  frameworks: ['soc2', 'gdpr', 'ccpa', 'hipaa'],
  body: `## Purpose

When personal or customer data is breached, the people affected, the customers who entrusted the data and the
regulators who oversee it may have a right to be told, often within a fixed number of hours. This policy sets out
how {{organization}} decides whether a breach must be notified, to whom, how fast and with what content, so that
every obligation is met on time.

## Scope

This policy applies to every data breach: any event that leads to the accidental or unlawful destruction, loss,
alteration, unauthorised disclosure of, or access to, personal information or customer data held by or for
{{organization}}, whether it happens in its own systems, at a supplier or on paper. Detecting, containing and
investigating the underlying incident is governed by the Incident Response Policy; this policy covers the
decisions and communications that follow.

## Roles and Responsibilities

- **The privacy lead** leads the breach assessment, keeps the breach register and prepares notifications.
- **Legal counsel** determines which laws and contracts apply and approves the content of every notification.
- **The security lead** provides the facts established by the incident investigation and confirms them before
  they are communicated.
- **An executive sponsor**, named for each notifiable breach, approves notifications before they are sent and
  speaks for {{organization}}.
- **Customer-facing teams** send customer notifications through the agreed channels and route questions to the
  privacy lead.

## Policy Statements

1. **Escalation.** Any security incident that may involve personal information or customer data is reported to
   the privacy lead and legal counsel as soon as it is suspected, and in any case within 24 hours. The moment
   {{organization}} became aware of a breach is recorded, because legal deadlines run from it.
2. **Assessment.** Within 48 hours of becoming aware, the privacy lead, legal counsel and the security lead assess
   which data and how many people are affected, in which countries, whether the data was encrypted with keys that
   remain secure, and the likely harm to the people concerned. They record the decision on each notification and
   its reasons.
3. **Customers.** Where {{organization}} processes data on behalf of a customer, that customer is notified without
   undue delay and no later than 48 hours after {{organization}} became aware of a breach affecting its data, or
   sooner where the contract requires, so that the customer can meet its own obligations. Further facts are sent
   as they are confirmed.
4. **Regulators.** Where {{organization}} decides the purposes of the processing, a breach likely to put people's
   rights at risk is notified to the competent supervisory authority within 72 hours of becoming aware, and to
   other regulators and state authorities within the time their law sets. If facts are still missing, the
   notification is made on time and completed in stages.
5. **Individuals.** People whose information was breached are told directly, in clear and plain language and
   without undue delay, when the breach is likely to put them at high risk or when the law of their place of
   residence requires it. A public notice is used only when direct contact would take disproportionate effort.
6. **Health information.** Where {{organization}} handles protected health information for a customer, it notifies
   that customer of a breach without unreasonable delay and no later than 60 calendar days after discovery, or
   sooner where the business associate agreement requires, with the identity of each individual affected.
7. **Content.** Every notification describes what happened and when, the types of data and approximate number of
   people affected, the likely consequences, what {{organization}} has done and will do, what recipients can do
   to protect themselves, and a contact point for questions.
8. **Approval and consistency.** No notification or public statement about a breach is made before legal counsel
   and the executive sponsor have approved it. Statements contain only facts the security lead has confirmed.
9. **Law enforcement.** A notification is delayed only on a written request from a law enforcement authority,
   which is recorded together with the period of delay.
10. **Suppliers.** A breach reported by a supplier, under the notice terms the Third-Party Risk Policy puts in
    its contract, is assessed and notified under this policy like a breach in the systems of {{organization}}.
11. **Breach register.** Every breach is recorded in the breach register with its facts, effects, the remedial
    actions taken, and each notification decision with its reasons, whether or not anyone was notified.
12. **Obligations and exercises.** Legal counsel keeps a list of the notification deadlines that apply to
    {{organization}} by law and by contract, and updates it at least once a year. The notification process is
    exercised at least once a year as part of an incident response exercise.

## Review

The privacy lead reviews this policy at least once a year, after every notifiable breach, and when breach
notification laws or customer contracts change.

## Exceptions

This policy allows no exceptions to legal or contractual notification duties. Any other deviation, such as a
different notification channel for a customer, is approved in writing by legal counsel and recorded in the
breach register.
`,
};
