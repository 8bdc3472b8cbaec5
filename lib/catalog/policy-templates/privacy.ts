import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const privacyTemplate: PolicyTemplate = {
  id: 'privacy',
  name: 'Privacy Policy',
  description: 'Personal data handling, consent and data subject rights.',
  frameworks: ['gdpr', 'ccpa'],
  body: `## Purpose

This policy describes how {{organization}} collects, uses, shares, keeps and deletes personal information, and
how it respects the rights of the people that information is about. It translates the privacy principles of
lawfulness, fairness, transparency, purpose limitation, data minimisation, accuracy, storage limitation, security
and accountability into rules for daily work.

## Scope

This policy applies to all personal information processed by or on behalf of {{organization}}: about customers,
prospects, website visitors, employees, candidates and suppliers' contacts. It applies to all employees,
contractors and service providers who handle that information.

## Roles and Responsibilities

- **The privacy lead** maintains this policy and the record of processing activities, advises on privacy impact
  assessments and is the contact point for individuals and regulators.
- **Process owners** make sure each processing activity they run has a documented purpose, a lawful basis and a
  retention period.
- **Everyone in scope** handles personal information only as their role requires and reports suspected personal
  data breaches at once.

## Policy Statements

1. **Lawful basis.** {{organization}} processes personal information only for specified purposes and on a
   documented lawful basis, such as a contract, a legal obligation, legitimate interests or consent.
2. **Transparency.** Individuals are told, in clear language, what information is collected, why, who it is shared
   with and how long it is kept.
3. **Consent.** Where consent is the basis, it is freely given, specific, recorded, and as easy to withdraw as to
   give.
4. **Minimisation.** Only the information needed for the purpose is collected, and it is kept no longer than the
   retention schedule allows.
5. **Individual rights.** Requests to access, correct, delete or port information, to opt out of its sale or
   sharing, or to object to its use are logged, verified and answered within the time the applicable law sets.
6. **Sharing.** Personal information is shared with service providers only under a written agreement that limits
   its use, and transferred across borders only with appropriate safeguards.
7. **Privacy by design.** New products and processes that involve personal information are assessed before launch;
   high-risk processing gets a documented impact assessment.
8. **Breaches.** Personal data breaches are assessed without delay and notified to regulators and individuals
   when and as the law requires.

## Review

The privacy lead reviews this policy at least once a year and whenever laws, regulatory guidance or the
processing activities of {{organization}} change significantly.

## Exceptions

Any deviation from this policy requires the written approval of the privacy lead, who records the reason, the
safeguards applied and the date on which the exception ends.
`,
};
