import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const riskManagementTemplate: PolicyTemplate = {
  id: 'risk-management',
  name: 'Risk Management Policy',
  description: 'How information security risks are assessed, recorded, treated, accepted and monitored.',
  frameworks: ['soc2', 'iso27001', 'hipaa', 'pci-dss'],
  body: `## Purpose

This policy sets out how {{organization}} identifies, assesses, treats and monitors the risks to its information,
systems, customers and operations, so that risks are judged in the same way every time and decisions about them are
taken by the right people within an appetite that management has agreed.

## Scope

This policy covers information security, privacy, operational, fraud, supplier, legal and compliance risks that
affect the information and systems of {{organization}}, its people, processes, suppliers and the service it
provides to customers.

## Roles and Responsibilities

- **Executive management** sets the risk appetite, approves the acceptance of high and critical risks and reviews
  the state of risk every quarter. It reports on significant risks to the board at least once a year.
- **The security lead** maintains the method and the risk register, runs the risk assessments and reports on them
  to executive management.
- **Risk owners**, named for each risk with the authority to act on it, decide its treatment, carry it out and
  keep its entry in the register current.
- **Control owners** operate the controls that treat risks and report when a control fails.
- **Every person in scope** reports new or changed risks to the security lead.

## Policy Statements

1. **Method.** Each risk is rated on a documented scale of likelihood and impact from 1 to 5. Impact takes into
   account confidentiality, integrity, availability, financial loss, legal or regulatory consequences and customer
   trust. The score is likelihood times impact: 1 to 4 is Low, 5 to 9 Medium, 10 to 16 High and 20 to 25
   Critical, so that repeated assessments give comparable results.
2. **Risk appetite.** Executive management approves a written risk appetite every year. Risks rated above it, and
   every High or Critical risk, must be treated.
3. **Assessments.** A full risk assessment is carried out at least once a year and before any significant change,
   such as a new product, a major architecture change, a new critical supplier, an acquisition or a new legal
   obligation. It considers threats, vulnerabilities, existing controls, the potential for fraud and changes in the
   business and its environment.
4. **Risk register.** Every risk is recorded in the risk register with its description, owner, inherent rating,
   existing controls, residual rating, chosen treatment, target date and status. Dated versions of the register,
   the assessments and the acceptances are kept as compliance evidence under the Data Retention Policy.
5. **Treatment.** Each risk is reduced with controls, avoided, transferred or accepted. A treatment plan with an
   owner and a target date is agreed within 30 days of a risk being rated High or Critical, and a Critical risk is
   reported to executive management within two working days of being rated.
6. **Acceptance.** Low risks may be accepted by their owner, Medium risks by their owner with the security lead,
   and High or Critical risks only by a member of executive management. Every acceptance is recorded with its
   reason and an expiry date no more than 12 months away, after which the risk is assessed again.
7. **Controls.** Controls are chosen to treat the assessed risks and compared with the controls of ISO/IEC 27001
   Annex A. A statement of applicability records, for every Annex A control, whether it applies, why, and whether
   it is in place, and is updated whenever a treatment changes it.
8. **Monitoring.** Risk owners review their risks at least every quarter, and High and Critical risks every month
   until they are within the appetite.
9. **Inputs.** Security incidents, vulnerability and penetration test findings, audit findings, supplier
   assessments and policy exceptions are assessed and, where they reveal a new or changed risk, added to the
   register within ten working days.

## Review

The security lead reviews this policy and the risk method at least once a year and after any significant change to
the business or the threats it faces. Changes are approved by executive management.

## Exceptions

This policy admits no exception to recording a risk in the register. Any other exception is approved in writing by
executive management and has an expiry date.
`,
};
