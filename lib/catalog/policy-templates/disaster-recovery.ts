import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const disasterRecoveryTemplate: PolicyTemplate = {
  id: 'disaster-recovery',
  name: 'Disaster Recovery Plan',
  description: 'Recovery tiers, resilient architecture, failover and recovery testing for the production platform.',
  frameworks: ['soc2', 'iso27001', 'hipaa'],
  body: `## Purpose

This plan sets out how {{organization}} restores its production service and the systems needed to run it after a
disaster, such as the loss of a data center, an availability zone, a cloud region or a cloud account, or the
destruction or corruption of data, within the recovery objectives set by the business impact analysis under the
Business Continuity Policy.

## Scope

This plan covers the production environment of {{organization}}: applications, databases, queues, file storage,
networking, DNS, certificates, secrets, the deployment pipeline, and the identity, monitoring and support systems
needed to operate the service. Backups themselves are governed by the Backup and Recovery Policy.

## Roles and Responsibilities

- **The infrastructure lead** owns this plan, keeps the recovery tiers and the platform recovery sequence current
  and organises recovery tests.
- **The incident commander**, the on-call engineering lead at the time, assesses an outage, declares a disaster and
  directs the recovery.
- **System owners** keep the recovery procedures of their systems current and take part in recovery tests.
- **The security lead** confirms that a recovered environment is secure before it serves customers.
- **Executive management** approves the recovery objectives and is informed as soon as a disaster is declared.

## Policy Statements

1. **Recovery tiers.** Every production and supporting system is assigned a tier, recorded in the asset inventory.
   Tier 1, the customer-facing service and its data stores, has a recovery time objective (RTO) of four hours and a
   recovery point objective (RPO) of 15 minutes. Tier 2, systems needed to operate and support the service, has an
   RTO and RPO of 24 hours. Tier 3, all other systems, has an RTO of five working days. Stricter objectives apply
   where the business impact analysis or a customer contract requires them.
2. **Resilient design.** Tier 1 systems run across at least two availability zones with no single point of
   failure, so that the loss of one zone does not interrupt the service or need manual action.
3. **Alternate region.** Tier 1 data is replicated or copied to a second cloud region, chosen among the regions
   the Cloud Security Policy allows for that data, so that the service can be rebuilt there without breaking data
   location commitments made to customers.
4. **Rebuild from code.** The production environment can be rebuilt in the alternate region from the
   configuration code that the Configuration Management Policy requires, the backups and the secrets store alone,
   with no manual reconstruction. The secrets and encryption keys that recovery needs can be reached there.
5. **Recovery independence.** A copy of this plan, the recovery procedures and emergency access credentials are
   available when the primary identity provider, the production cloud account and company offices are all
   unavailable.
6. **Declaring a disaster.** The incident commander declares a disaster when an outage of a Tier 1 system is
   expected to last longer than half its RTO, or when production data has been lost or corrupted beyond what
   normal operations can repair. The decision to fail over to the alternate region, and its time, are recorded.
7. **Recovery sequence.** This plan records the order in which the production environment is restored, taking
   account of dependencies between systems, and the checks that confirm each step before the next begins. It is
   updated within 30 days of any architecture change that alters that order.
8. **Clean recovery.** After a cyberattack, systems are recovered only from a restore point dated before the
   compromise and checked for signs of it. A recovered environment meets the same configuration baseline, access
   controls, logging and encryption as production before it serves customer traffic.
9. **Testing.** A full failover of Tier 1 systems to the alternate region is tested at least once a year, and the
   loss of an availability zone or a single component at least twice a year. Each test measures the recovery time
   and data loss achieved against the objectives. A test that misses an objective is repeated within 90 days of
   the fix.
10. **Return to normal.** Failback to the primary region is planned and approved by the infrastructure lead, and
    data written during the failover is reconciled so that none is lost. The event is then reviewed as set out in
    the Business Continuity Policy.

## Review

The infrastructure lead reviews this plan at least once a year, after every test and every disaster, and whenever
the architecture of the production environment or the recovery objectives change.

## Exceptions

A system that cannot meet the objectives of its tier is recorded in the risk register with its achievable
objectives and compensating measures, approved by its system owner and the security lead, and given a date by
which the gap will be closed.
`,
};
