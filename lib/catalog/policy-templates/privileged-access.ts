import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const privilegedAccessTemplate: PolicyTemplate = {
  id: 'privileged-access',
  name: 'Privileged Access Policy',
  description: 'Inventory, time-bound elevation, strong authentication, emergency accounts and logging of admin access.',
  frameworks: ['soc2', 'iso27001', 'pci-dss', 'hipaa'],
  body: `## Purpose

This policy controls the accounts and permissions that can change systems, change security settings or read
customer data, because their misuse or compromise would do the greatest harm to {{organization}} and its
customers.

## Scope

This policy covers privileged access: administrator rights on cloud accounts, production infrastructure and
databases, the identity provider, source code and deployment pipelines, device management and security tools, and
administration consoles of business applications, together with any access to production customer data. It covers
the people and the machine accounts that hold such access. It adds to the Access Control Policy, which applies to
all access.

## Roles and Responsibilities

- **The security lead** owns this policy and the privileged access inventory, approves privileged roles and
  reviews privileged activity.
- **System owners** approve requests for privileged access to their systems.
- **The infrastructure lead** runs the elevation process and the emergency access accounts.
- **Privileged users** use their rights only for the task they were granted for and report any misuse they see.

## Policy Statements

1. **Inventory.** The security lead keeps an inventory of every privileged role and every person and machine
   account holding one. It is compared with the systems every month, and any privileged account not in it is
   investigated within two working days.
2. **Approval.** Privileged access is granted only on a recorded request stating its business reason, approved by
   the system owner and the security lead. No one approves their own request.
3. **Few standing administrators.** Standing full administrator rights over the cloud organization and the identity
   provider are held by no more than three people each.
4. **Time-bound elevation.** Everyday access to production is read-only or none. Rights to change production are
   obtained by elevation that states its reason and expires after at most eight hours. Elevation that gives access
   to customer data also needs the approval of a second person.
5. **Strong authentication.** Privileged access requires phishing-resistant multi-factor authentication, such as a
   hardware security key or a device-bound passkey; codes sent by text message or voice call are not accepted.
   Privileged sessions end after 15 minutes of inactivity.
6. **Trusted devices and paths.** Privileged actions are taken only from company-managed devices that meet the
   Endpoint Security Policy, through an access gateway designated by the infrastructure lead that records each
   session.
7. **Emergency accounts.** The root accounts of cloud providers and the emergency accounts of the identity provider
   are not used for daily work. Their credentials are held under split custody, their use alerts the security lead
   at once, their credentials are changed and each use reviewed within one working day, and they are tested twice a
   year.
8. **Oversight.** Privileged actions are logged and protected as the Logging and Monitoring Policy sets out. A
   privileged role granted outside the approval process, or multi-factor authentication removed from a privileged
   account, raises an alert. Each month the security lead checks a sample of elevations against their stated
   reasons.
9. **Machine accounts.** Machine accounts with privileged rights, including those of deployment pipelines, cannot
   sign in interactively and are limited to one environment.
10. **Removal.** Privileged rights are removed within one working day of no longer being needed, and automatically
    when they have not been used for 60 days.

## Review

The security lead reviews this policy at least once a year, and after any incident involving privileged access.

## Exceptions

Exceptions are approved in writing by the security lead, state the compensating controls, last no longer than 90
days and are recorded in the risk register.
`,
};
