import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const capacityManagementTemplate: PolicyTemplate = {
  id: 'capacity-management',
  name: 'Capacity Management Policy',
  description: 'Monitoring, forecasting and testing capacity so that services meet current and future demand.',
  frameworks: ['soc2', 'iso27001'],
  body: `## Purpose

This policy makes sure that the services of {{organization}} have the computing, storage and network resources
they need to meet their availability and performance commitments, today and as demand grows.

## Scope

This policy covers the production services of {{organization}} and the resources they depend on: compute, memory,
storage, databases, queues, network bandwidth, cloud service quotas and the usage limits of third-party services.

## Roles and Responsibilities

- **The infrastructure lead** owns the capacity process, the monitoring of resource use and the quarterly
  forecast.
- **Service owners** set the capacity requirements of their services and act on capacity alerts and forecasts.
- **The engineering lead** makes sure new features and services are designed for the load they will carry.
- **Finance** approves the budget and the long-term commitments that planned capacity needs.

## Policy Statements

1. **Capacity requirements.** Each production service has documented capacity requirements derived from its
   expected peak load, its data growth and its availability target. The service owner reviews them at least once
   a year.
2. **Utilisation monitoring.** Use of processor, memory, storage, database connections, queue depth, bandwidth,
   cloud quotas and third-party limits is measured continuously for every production service.
3. **Thresholds.** A capacity warning is raised when sustained use of a resource passes 70%. An urgent alert pages
   the on-call engineer when it passes 85%, or when storage is forecast to fill within 30 days.
4. **Headroom.** Production is sized to carry at least 30% more than the highest load seen in the previous
   quarter, and to carry peak load with one availability zone lost.
5. **Automatic scaling.** Services that scale automatically have minimum and maximum limits, and those limits and
   the quotas they depend on allow at least twice the normal peak.
6. **Quotas.** Cloud quotas and third-party usage limits are listed with the services that depend on them, and an
   increase is requested as soon as forecast use exceeds 70% of a quota.
7. **Forecasting.** Every quarter the infrastructure lead forecasts demand for the next twelve months from usage
   trends, expected customer growth and planned launches, and agrees the resulting actions with service owners and
   finance.
8. **Load testing.** Critical services are load-tested at twice their expected peak before major releases and at
   least once a year, and the results are compared with their capacity requirements.
9. **Design and change.** New services and changes expected to raise load significantly include a capacity
   estimate, approved by the service owner before release.
10. **Fair use of shared capacity.** Per-customer and per-client rate limits and background job concurrency limits
    stop any single customer, client or runaway job from exhausting capacity that others share.
11. **Reclaiming capacity.** Unused resources are identified every month and removed, and stored data is deleted
    when its retention period under the Data Retention Policy ends.

## Review

The infrastructure lead reviews this policy at least once a year and after any incident caused by a lack of
capacity.

## Exceptions

Exceptions, such as a service that cannot scale beyond a fixed limit, are approved by the service owner and the
infrastructure lead, recorded with the risk and a date for closing the gap.
`,
};
