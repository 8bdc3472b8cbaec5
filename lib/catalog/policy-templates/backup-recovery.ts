import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const backupRecoveryTemplate: PolicyTemplate = {
  id: 'backup',
  name: 'Backup & Recovery Policy',
  description: 'Backup frequency, retention, and tested restore procedures.',
  frameworks: ['soc2', 'iso27001'],
  body: `## Purpose

This policy makes sure that {{organization}} can restore its information and services after accidental deletion,
corruption, hardware failure, ransomware or a disaster, within the time and data-loss limits the business has
agreed.

## Scope

This policy covers all production systems, databases, file stores, source code repositories and configuration
that {{organization}} relies on to deliver its services, whether hosted on its own equipment or with cloud
providers.

## Roles and Responsibilities

- **The infrastructure lead** owns the backup service, monitors backup jobs and organises restore tests.
- **System owners** state the recovery point objective (RPO) and recovery time objective (RTO) of each system and
  confirm that its backups meet them.
- **The security lead** checks that backups are protected as strictly as the data they contain.

## Policy Statements

1. **Frequency.** Production databases are backed up at least daily, with continuous or hourly backups where the
   agreed RPO requires it. Other systems in scope are backed up at least weekly.
2. **Retention.** Daily backups are kept for at least 30 days and monthly backups for at least 12 months, unless a
   legal or contractual obligation requires a different period.
3. **Separation.** At least one copy of every backup is kept in a different location or account from the system it
   protects, and at least one copy cannot be changed or deleted during its retention period.
4. **Protection.** Backups are encrypted in transit and at rest; access to them is limited to the people who
   operate them and is logged.
5. **Monitoring.** Failed or missed backup jobs raise an alert and are investigated the next working day at the
   latest.
6. **Restore testing.** Restores of critical systems are tested at least quarterly, and of every system in scope
   at least once a year. Each test records the time taken and any data that could not be recovered.
7. **Recovery plans.** Each critical system has a documented recovery procedure that someone other than its
   author has followed successfully.

## Review

The infrastructure lead reviews this policy at least once a year, after every significant recovery or failed
restore test, and when systems in scope change.

## Exceptions

Exceptions, such as a system that cannot meet its RPO, are approved in writing by the system owner and the
security lead, with the risk recorded and a date by which the gap will be closed.
`,
};
