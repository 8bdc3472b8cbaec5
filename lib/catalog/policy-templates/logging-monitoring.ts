import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const loggingMonitoringTemplate: PolicyTemplate = {
  id: 'logging-monitoring',
  name: 'Logging and Monitoring Policy',
  description: 'Which events are logged, how logs are protected and kept, and how alerts are handled.',
  frameworks: ['soc2', 'iso27001', 'pci-dss', 'hipaa'],
  body: `## Purpose

This policy makes sure that {{organization}} records the events needed to detect, investigate and respond to
security incidents and service failures, protects those records, and watches its systems so that problems are
noticed and acted on quickly.

## Scope

This policy covers all systems of {{organization}}: production infrastructure and cloud accounts, the product and
its audit trail, the identity provider, network and security services, company devices, and the third-party
services that hold company or customer information.

## Roles and Responsibilities

- **The security lead** owns this policy, the list of events to log and the detection rules, and reviews security
  alerts and log coverage.
- **The infrastructure lead** runs the central logging and monitoring platform and keeps it available.
- **System owners** make sure their systems produce and forward the logs this policy requires.
- **On-call engineers** acknowledge and triage alerts within the times set below.

## Policy Statements

1. **Events logged.** Systems log at least: successful and failed sign-ins and multi-factor challenges; creation,
   change and removal of accounts, roles and permissions; actions taken with administrator rights; changes to
   security settings and configuration; reads, exports and deletions of Confidential or Restricted data; starting,
   stopping or changing the logging itself; and alerts from security tools.
2. **Log content.** Each entry records the time, the system, the user or service identity, the source address, the
   action, the object acted on and the outcome. Passwords, secrets, session tokens and full payment card numbers
   are never logged, and personal data only as far as the investigation of events needs it.
3. **Clocks.** All systems synchronise their clocks with authoritative time sources and record time in UTC, so
   that events from different systems can be put in order.
4. **Central collection.** Logs are forwarded within five minutes to a central logging platform that runs in an
   account separate from the systems producing them.
5. **Protection.** Stored logs cannot be changed or deleted during their retention period, including by the
   administrators of the systems that produced them. Read access to logs is limited to the roles that need it and
   is itself logged.
6. **Retention.** Security and audit logs are kept for at least 12 months, of which the latest 90 days can be
   searched immediately, or longer where a law or contract requires it.
7. **Detection rules.** Alerts are raised at least for repeated failed sign-ins, sign-ins from unusual locations,
   privilege escalation, disabling of logging or security tools, unusually large data exports and changes to
   production made outside the deployment pipeline. Detection rules are reviewed every six months and after each
   security incident.
8. **Alert handling.** High-severity alerts are acknowledged by the on-call engineer within 30 minutes at any
   hour, and other alerts within one working day. An alert that points to a security incident is escalated under
   the Incident Response Policy.
9. **Service monitoring.** The availability, error rate and response time of every customer-facing service are
   checked at least every minute, from inside the platform and from outside it. A failed check pages the on-call
   engineer at any hour.
10. **Log source health.** A production log source that sends nothing for more than one hour raises an alert. New
    systems are connected to central logging before they go into production.
11. **Regular review.** The security lead reviews administrator activity and the alerts closed as false positives
    every week, and every quarter compares the systems sending logs with the asset inventory.

## Review

The security lead reviews this policy at least once a year, and after any incident that logging or monitoring
failed to detect or made harder to investigate.

## Exceptions

A system that cannot produce or forward the required logs has a documented exception with the compensating
controls, approved by the security lead for at most twelve months and recorded in the risk register.
`,
};
