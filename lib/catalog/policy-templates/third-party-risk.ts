import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const thirdPartyRiskTemplate: PolicyTemplate = {
  id: 'third-party-risk',
  name: 'Third-Party Risk Policy',
  description: 'Risk tiering, due diligence, contract terms, monitoring and exit of suppliers and service providers.',
  frameworks: ['soc2', 'iso27001', 'gdpr', 'pci-dss', 'hipaa'],
  body: `## Purpose

This policy sets out how {{organization}} identifies and controls the security, privacy and availability risks
that come from suppliers, service providers and other third parties, from their selection until the end of the
relationship, so that information entrusted to them stays as well protected as it is inside the company.

## Scope

This policy covers every third party that stores, processes or can reach information of {{organization}} or its
customers, connects to its systems, or delivers part of its service: cloud infrastructure and software-as-a-service
providers, sub-processors, contractors, consultants and outsourced development. How suppliers are purchased and
recorded is set out in the Vendor Management Policy; open-source components are covered by the Secure Development
Policy.

## Roles and Responsibilities

- **The business owner** who asks for a third party provides the information needed to assess it, keeps it
  current and owns the relationship.
- **The security lead** tiers each third party, carries out or reviews its assessment and approves Critical and
  High tier third parties before they are engaged.
- **The privacy lead** makes sure data processing terms are in place and sub-processors are disclosed.
- **Legal counsel** makes sure contracts contain the terms this policy requires.
- **Executive management** accepts any residual risk of a Critical tier third party.

## Policy Statements

1. **Tiering before engagement.** Every third party is given a tier before a contract is signed or any information
   is shared: Critical if it stores or processes customer data or its failure would stop the service, High if it
   can reach Confidential information or internal systems, Moderate if it handles Internal information only, Low
   otherwise. The tier is recorded in the vendor inventory.
2. **Due diligence.** Critical and High tier third parties are assessed before engagement, using an independent
   audit report or certification that covers the services used and is no older than 12 months, or a security
   questionnaire with supporting evidence where none exists. The assessment covers access control, encryption,
   vulnerability management, incident response, business continuity, data location, sub-processors and past
   breaches. Moderate tier third parties answer a short questionnaire.
3. **Findings.** Gaps found in an assessment are rated, and any High or Critical gap is either closed by the third
   party before engagement or accepted as set out in the Risk Management Policy.
4. **Contract terms.** Contracts with Critical and High tier third parties require confidentiality, security
   measures at least as strict as those of {{organization}}, notice of a security incident affecting its
   information within 48 hours of discovery, yearly audit reports or the right to audit, the same obligations for
   their own sub-processors, and the return or deletion of information within 30 days of the end of the contract.
   A data processing agreement is signed before personal data is shared, a business associate agreement before
   protected health information is shared, and a written acknowledgement of responsibility before cardholder data
   is shared.
5. **Limited access.** Third-party access to systems is granted under the Access Control Policy, limited to the
   systems the contract needs, and expires at the end of the engagement or after 90 days, whichever comes first,
   unless it is renewed.
6. **Monitoring.** Critical tier third parties are reassessed every year using their latest audit report, High
   tier every two years and Moderate tier every three years, and any third party again when the services it
   provides or the information it handles change. The controls that a Critical tier third party's audit report
   expects {{organization}} to operate are assigned to named owners; for cloud providers, this is the record of
   shared responsibility that the Cloud Security Policy requires.
7. **Third-party incidents.** An incident reported by a third party that affects information of {{organization}}
   is assessed by the security lead within one working day and handled under the Incident Response Policy.
8. **Sub-processors.** {{organization}} publishes the list of sub-processors that process its customers' personal
   data and notifies customers at least 30 days before a new sub-processor starts to process it.
9. **Exit plans.** Each Critical tier third party has a documented exit plan stating how information would be
   retrieved, what would replace the service and how long that would take. The plan is checked at each
   reassessment.
10. **Offboarding.** When a relationship ends, the third party's accounts, keys and connections are removed within
    one working day, written confirmation that information was returned or deleted is obtained within 30 days, and
    the vendor inventory is updated.

## Review

The security lead reviews this policy at least once a year, and after any significant incident involving a third
party or a change in the laws that govern the sharing of information with third parties.

## Exceptions

Engaging a third party before its assessment is complete, or without the contract terms above, needs written
approval from the security lead and, for a Critical tier third party, executive management. The exception is
recorded in the risk register with a date by which the assessment or terms will be in place.
`,
};
