import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const secureDevelopmentTemplate: PolicyTemplate = {
  id: 'secure-development',
  name: 'Secure Development Policy',
  description: 'Security requirements, threat modelling, secure coding and testing in the software life cycle.',
  frameworks: ['soc2', 'iso27001', 'pci-dss'],
  body: `## Purpose

This policy makes sure that security is designed, built and tested into the software {{organization}} develops, so
that weaknesses are prevented or found before they reach customers rather than after.

## Scope

This policy covers all software that {{organization}} develops, or has developed for it, to deliver its services or
to process its information: the product and its APIs, internal tools, infrastructure code and scripts, and the
build and deployment pipelines that produce them. It applies to employees, contractors and outsourced developers.

## Roles and Responsibilities

- **The engineering lead** owns the secure development life cycle, keeps the secure coding standard current and
  makes sure every team follows it.
- **The security lead** sets the security requirements, reviews threat models and high-risk designs, and
  organises security testing.
- **Product owners** include security requirements in the work they prioritise and plan time to fix security
  defects.
- **Developers** follow the secure coding standard, complete secure development training and fix the security
  defects found in their code.

## Policy Statements

1. **Security requirements.** Every new feature or significant change has written security requirements before
   development starts, covering authentication, authorisation, input validation, data protection and audit
   logging. OWASP ASVS Level 2 is the baseline set of requirements for the product.
2. **Threat modelling.** A threat model is written or updated for every new service, every new external interface
   and every change to how authentication, authorisation or Confidential or Restricted data is handled. The
   security lead reviews it before the design is approved.
3. **Secure design.** Software denies access by default, checks authorisation on the server for every request,
   validates all untrusted input, encodes output for the context it is written to, and relies on the vetted
   security functions of its frameworks (parameterised queries, session handling, output encoding) rather than
   home-made ones.
4. **Secure coding standard.** Developers follow the written secure coding standard of {{organization}}, which
   addresses at least every risk category of the current OWASP Top 10 and is reviewed once a year.
5. **Automated checks.** Static code analysis and software composition analysis run on every pull request.
   Findings rated critical or high block the merge until they are fixed or accepted under the Vulnerability
   Management Policy.
6. **Security review of sensitive changes.** Changes to authentication, authorisation, session handling,
   cryptography, payment flows or the processing of personal data are marked as security-sensitive and reviewed
   by the security lead or a developer trained as a security reviewer, in addition to the peer review every change
   receives.
7. **Third-party components.** Libraries and base images come only from trusted registries, are pinned to exact
   versions through lock files, and are listed in a software bill of materials produced for each release.
   Components whose maintainers no longer publish security fixes are replaced.
8. **Environments and test data.** Development, test and production environments are separated from each other.
   Production customer data and personal data are not copied into non-production environments unless they have
   first been masked or anonymised.
9. **Security testing.** Tests verify the security requirements of each feature, and dynamic application security
   testing runs against a staging environment at least weekly and before every major release.
10. **Source code and pipelines.** Source code repositories are private and reached only through single sign-on
    with multi-factor authentication. Build pipelines run on managed build agents, and release artefacts are
    signed or checksummed so that deployment accepts only artefacts the pipeline produced.
11. **Developers and contractors.** Everyone who writes code for {{organization}} completes secure development
    training when they start and at least once a year. Contracts for outsourced development require this policy
    to be followed, and delivered code goes through the same reviews and checks as code written in-house.

## Review

The engineering lead and the security lead review this policy at least once a year, after any security incident
caused by a software defect, and when the development process or its tooling changes significantly.

## Exceptions

Exceptions are requested in writing from the security lead, state the risk and the compensating controls, and are
approved by the security lead and the engineering lead. Each exception expires after at most six months and is
recorded in the risk register.
`,
};
