import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const cloudSecurityTemplate: PolicyTemplate = {
  id: 'cloud-security',
  name: 'Cloud Security Policy',
  description: 'Selecting, structuring, securing and leaving the cloud services the company relies on.',
  frameworks: ['soc2', 'iso27001', 'gdpr'],
  body: `## Purpose

This policy sets out how {{organization}} selects, configures, uses and leaves cloud services, so that the
information it keeps in them is protected and the security duties it shares with each provider are clearly split.

## Scope

This policy covers every cloud account, subscription or project of the infrastructure and platform providers that
host the services of {{organization}}, and every software-as-a-service application that stores or processes
company or customer information, from its selection to the end of its use.

## Roles and Responsibilities

- **The security lead** approves new cloud services, maintains the cloud security baseline and reviews provider
  assurance reports.
- **The infrastructure lead** administers the cloud organisation, its accounts and the guardrails applied to them.
- **Application owners** administer each software-as-a-service application and keep its settings to the baseline.
- **Finance** pays for no cloud service that has not been approved.

## Policy Statements

1. **Approved services.** Company or customer information is stored or processed only in cloud services that the
   security lead has approved after an assessment under the Third-Party Risk Policy. A register lists each approved
   service with its owner and the highest class of information it may hold. An unapproved service that is found
   in use is assessed or removed within 30 days.
2. **Shared responsibility.** For each infrastructure or platform provider and each critical application, a record
   states which security controls the provider operates and which {{organization}} operates. The provider's
   independent assurance reports are reviewed every year.
3. **Account structure.** Production, non-production, security logging and backup workloads run in separate
   accounts of one central organisation. Organisation-wide guardrails prevent disabling audit logging, using
   unapproved regions and making storage publicly accessible.
4. **Cloud identities.** People reach cloud consoles and APIs only through the central identity provider with
   single sign-on and multi-factor authentication, and hold no long-lived access keys. Workloads use roles with
   short-lived credentials.
5. **Data location.** Customer data is stored and processed only in the regions agreed with customers and
   recorded in the register. A new region is used only with the approval of the security lead, given after
   checking that any transfer of personal data to it is lawful.
6. **Encryption.** Cloud storage, databases, queues and snapshots are encrypted as the Cryptography Policy sets
   out, with keys managed under the Encryption Key Management Policy.
7. **Secure configuration.** Cloud resources are built and checked as the Configuration Management Policy sets
   out. A resource found exposed to the public without approval, such as an open storage bucket or an open
   administration port, is closed within 24 hours.
8. **Audit logging.** Control-plane audit logging is enabled in every account and region and sent to the security
   logging account.
9. **Application settings.** Each software-as-a-service application enforces single sign-on, restricts sharing
   with people outside the company to what its owner has approved, and keeps its audit log switched on. Its owner
   checks these settings every six months.

## Review

The security lead reviews this policy at least once a year, when a new cloud provider is adopted and after any
security incident in a cloud service.

## Exceptions

Exceptions are approved in writing by the security lead, name the services and accounts concerned and the
compensating controls, expire after at most twelve months and are recorded in the risk register.
`,
};
