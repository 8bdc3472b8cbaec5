import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const accessControlTemplate: PolicyTemplate = {
  id: 'access',
  name: 'Access Control Policy',
  description: 'Least privilege, access reviews and joiner-mover-leaver steps.',
  frameworks: ['soc2', 'pci-dss'],
  body: `## Purpose

This policy defines how {{organization}} grants, changes, reviews and removes access to its information and
systems, so that each person can reach what their role requires and nothing more.

## Scope

This policy applies to every account on systems owned or managed by {{organization}}: employee and contractor
accounts, administrator accounts, service accounts and API keys, on premises and in cloud services.

## Roles and Responsibilities

- **System owners** decide which roles may access their systems and approve access requests.
- **Managers** request access for their team members and confirm it is still needed during access reviews.
- **IT administrators** carry out approved changes and keep a record of them.
- **Every account holder** keeps their credentials secret and never shares an account.

## Policy Statements

1. **Least privilege.** Access is granted by role, limited to what the role needs, and approved by the system owner
   before it is given.
2. **Unique identities.** Every person has their own account. Shared accounts are not allowed except where a system
   offers no alternative, in which case their use is logged and their password is held in a managed vault.
3. **Authentication.** Passwords follow the password standard of {{organization}}. Multi-factor authentication is
   required for remote access, administrator access and every system holding Confidential or Restricted information.
4. **Privileged access.** Administrator rights are held by named people only, used from separate accounts, and
   reviewed every quarter.
5. **Joiners.** Accounts are created only after a signed request from the new person's manager, and no earlier
   than their start date.
6. **Movers.** When a person changes role, access that the new role does not need is removed within five working
   days.
7. **Leavers.** All access is removed on the person's last working day, and immediately on a dismissal.
8. **Reviews.** Managers and system owners review user access to critical systems at least every quarter and to all
   other systems at least twice a year. Findings are corrected within ten working days.
9. **Service accounts and keys.** Service accounts and API keys have a named owner, the narrowest permissions that
   work, and are rotated at least once a year or when someone who knew them leaves.

## Review

The security lead reviews this policy at least once a year and after any incident involving unauthorised access.

## Exceptions

Exceptions require the written approval of the system owner and the security lead, are time-limited, and are
recorded with their compensating controls.
`,
};
