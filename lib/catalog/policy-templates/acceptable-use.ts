import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const acceptableUseTemplate: PolicyTemplate = {
  id: 'acceptable-use',
  name: 'Acceptable Use Policy',
  description: 'What people may and may not do with the systems, accounts and information of the company.',
  frameworks: ['soc2', 'iso27001', 'pci-dss', 'hipaa'],
  body: `## Purpose

This policy sets out how the devices, accounts, networks, applications and information of {{organization}} may be
used, so that they serve the business and are not exposed to misuse, compromise or legal risk.

## Scope

This policy applies to all employees, contractors, temporary staff and third parties who use systems provided or
managed by {{organization}}, or who handle its information on any device, wherever they work.

## Roles and Responsibilities

- **The security lead** maintains this policy, keeps the register of approved services and investigates suspected
  misuse.
- **The human resources team** collects acknowledgements of this policy and handles disciplinary action.
- **Managers** make sure their team members have accepted this policy and report misuse they become aware of.
- **Every user** follows this policy and asks the security lead when unsure whether a use is allowed.

## Policy Statements

1. **Acknowledgement.** Every person accepts this policy when they join, within the time set by the Security
   Awareness Training Policy, and again every year. Acceptances are recorded and kept for the duration of the
   engagement and two years after it.
2. **Business use.** Systems and accounts are provided for work. Occasional personal use is allowed when it is
   brief, lawful, does not affect work or system performance and does not store personal files on company systems.
3. **Prohibited use.** No one may access information or systems they are not authorised for; disable, bypass or
   weaken a security control; scan or test the security of any system without the written approval of the
   security lead; store or send unlawful, harassing, discriminatory or sexually explicit material; mine
   cryptocurrency; or use company resources for a business of their own.
4. **Accounts and credentials.** People use only their own accounts and never share passwords, authentication
   devices, session tokens or an unlocked session with anyone, colleagues included. Credentials follow the Password
   Policy; a credential that may have been exposed is changed at once and reported.
5. **Approved services.** Information classed as Internal or higher is stored, processed and shared only in the
   services listed in the register of approved services. It is never forwarded to personal email accounts or
   personal cloud storage. The use of generative AI services is governed by the AI Acceptable Use Policy.
6. **Customer data.** Customer data in production is looked at only when a support request, an incident or an
   authorised task requires it, and only through the approved tools.
7. **Handling information.** Information is handled according to its class as set out in the Data Classification
   Policy, and sent outside {{organization}} only as allowed by the Information Transfer Policy.
8. **Software.** Software is installed and used only as the Software Licensing Policy allows.
9. **Public statements.** Company source code, secrets and information classed as Internal or higher are never
   posted on social media, forums, public code repositories or paste sites. Only people authorised by executive
   management speak publicly on behalf of {{organization}}.
10. **Monitoring.** {{organization}} logs and monitors the use of its systems, networks and devices for security
    and legal purposes, to the extent the law allows. Users have no expectation of privacy in their use of company
    systems beyond what the law guarantees. The content of communications is only examined in an investigation approved by the human resources
    team and the security lead.
11. **Reporting and enforcement.** Suspected misuse is reported to the security lead. Breaches of this policy may
    lead to the removal of access and to disciplinary action under the Human Resources Security Policy.

## Review

The security lead reviews this policy at least once a year and whenever new kinds of services or devices come
into use. Changes are approved by executive management and communicated to all users.

## Exceptions

Exceptions are requested in writing from the security lead with the business reason, approved by the security lead
and the requester's manager, limited to at most 12 months and recorded in the risk register.
`,
};
