import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const configurationManagementTemplate: PolicyTemplate = {
  id: 'configuration-management',
  name: 'Configuration Management Policy',
  description: 'Hardened baselines, configuration as code and automated detection of configuration drift.',
  frameworks: ['soc2', 'iso27001', 'pci-dss'],
  body: `## Purpose

This policy makes sure that the systems of {{organization}} are configured securely and consistently, that their
configuration is known and recorded, and that it stays as approved for as long as they run.

## Scope

This policy covers the configuration of servers, virtual machines, containers and their images, databases, cloud
accounts and services, and network and security devices that {{organization}} operates. Laptops and mobile devices
are configured as the Endpoint Security Policy sets out.

## Roles and Responsibilities

- **The infrastructure lead** maintains the baselines and the tools that apply and check them.
- **The security lead** approves the baselines and every deviation from them.
- **System owners** make sure their systems are built from, and stay within, the approved baseline.
- **Engineers** change configuration only in the ways this policy allows.

## Policy Statements

1. **Baselines.** Each type of system has a documented security baseline derived from a recognised hardening
   benchmark, such as the CIS Benchmarks, and approved by the security lead. A system type without a baseline is
   not used in production.
2. **Hardening.** Baselines remove or disable services, ports, accounts, protocols and software a system does not
   need, and turn on the logging that the Logging and Monitoring Policy requires. Default passwords and default
   accounts are changed or disabled before a system is connected to any network.
3. **Configuration as code.** Production infrastructure, cloud resources and application settings are defined as
   code in version control and applied by automation. Servers and containers are built from approved images and
   are replaced, not modified by hand, when their configuration changes.
4. **Software on production systems.** Software is installed on production systems only through the build and
   deployment automation, and only if the system's role needs it.
5. **Changes.** Changes to baselines, images and configuration code follow the Change Management Policy.
6. **Drift detection.** Automated checks compare every production system and cloud account with its baseline and
   its defined configuration at least daily. A deviation raises an alert to the system owner and is reverted, or
   approved as a change, within three working days; a deviation no one can explain is reported as a security
   incident.
7. **Configuration records.** For each production system the configuration repository shows its owner, its
   baseline and version, the image it runs and the services it depends on, and is linked from the asset inventory
   kept under the Asset Management Policy.
8. **Baseline review.** Baselines are reviewed at least once a year, when a new version of the benchmark they
   follow is published, and before a new major version of an operating system, database or platform is adopted.

## Review

The infrastructure lead reviews this policy at least once a year and after any incident caused by a
misconfiguration.

## Exceptions

A system that cannot meet its baseline has a documented exception listing the settings concerned, the reason and
the compensating controls. The security lead approves it for at most twelve months and it is recorded in the risk
register.
`,
};
