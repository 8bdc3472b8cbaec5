import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const changeManagementTemplate: PolicyTemplate = {
  id: 'change-management',
  name: 'Change Management Policy',
  description: 'How changes to production are recorded, tested, approved, deployed and reviewed.',
  frameworks: ['soc2', 'iso27001', 'pci-dss'],
  body: `## Purpose

This policy makes sure that changes to the systems of {{organization}} are planned, tested, approved and recorded,
so that they do not cause outages, weaken security or alter systems without authorisation.

## Scope

This policy covers every change to production: application code, infrastructure and cloud configuration, network
and security settings, database schemas and direct data corrections, scheduled jobs, and the administrative
settings of third-party services that hold customer data.

## Roles and Responsibilities

- **The engineering lead** owns the change process, maintains the catalogue of standard changes and reviews how
  the process is followed.
- **Change authors** record, test and deploy their changes and watch them until they are verified in production.
- **Reviewers** check the changes they approve for correctness, security and impact.
- **Service owners** approve high-risk changes to their services.
- **The security lead** approves changes to security controls.

## Policy Statements

1. **Change records.** Every change to production has a record, as a ticket or pull request, stating what changes
   and why, its author, its risk class, its test results, its approvers and when it was deployed. Change records
   are kept for at least two years.
2. **Risk classes.** Each change is classed as standard (low risk and repeatable, listed in a catalogue of
   pre-approved changes that the engineering lead reviews yearly), normal or emergency. A normal change that can
   affect availability, security or customer data is marked high-risk.
3. **Peer review.** Every normal change is reviewed and approved by a qualified person other than its author
   before it is deployed. High-risk changes are also approved by the owner of the service they affect. No one
   approves their own change.
4. **Security controls.** Changes to firewall and network rules, identity and access settings, encryption,
   logging and other security controls are also approved by the security lead.
5. **Testing.** Changes pass the automated test suite and are tested in a non-production environment that mirrors
   production before release. Database migrations are tested against a copy of the production schema.
6. **Enforced path.** Production is changed only through the deployment pipeline or infrastructure code from the
   protected main branch, which requires the approvals and passing checks above. Bypassing branch protection needs
   an administrator, is logged, and is justified in the change record.
7. **Segregation of duties.** Elevated rights granted under the Privileged Access Policy serve diagnosis and
   recovery only; any change made with them is recorded and reviewed as an emergency change.
8. **Planning and rollback.** High-risk changes have a deployment plan and a tested rollback or roll-forward plan.
   Planned maintenance that interrupts the service is announced to affected customers at least five working days
   in advance.
9. **Deployment and verification.** Authors watch their changes in production until they are verified. A change
   that causes errors or degrades the service is rolled back first and investigated afterwards.
10. **Emergency changes.** A change needed to restore the service or to close an actively exploited vulnerability
    may be deployed with the approval of the on-call lead alone. It is documented, reviewed and approved
    retrospectively within two working days.
11. **Documentation.** Runbooks, architecture diagrams and configuration records affected by a change are updated
    as part of that change.
12. **Oversight.** Every quarter the engineering lead reviews all emergency changes, all branch protection
    bypasses and a sample of at least ten other changes, and follows up any change made outside this policy.
    Failed changes and changes that caused an incident are reviewed within ten working days.

## Review

The engineering lead reviews this policy at least once a year, and after any incident caused by a change or any
significant change to the deployment process.

## Exceptions

Exceptions are approved in writing by the engineering lead and the security lead, are limited in time, and are
recorded with the reason and the compensating controls.
`,
};
