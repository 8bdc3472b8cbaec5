import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const patchManagementTemplate: PolicyTemplate = {
  id: 'patch-management',
  name: 'Patch Management Policy',
  description: 'Keeping software supported and updated through a tested, tracked patch cycle.',
  frameworks: ['soc2', 'iso27001', 'pci-dss'],
  body: `## Purpose

This policy makes sure that the software {{organization}} runs stays supported and up to date, so that known
vulnerabilities and defects are removed promptly and in a controlled way that does not disrupt the service.

## Scope

This policy covers operating systems, firmware, server and container images, databases, language runtimes and
application libraries, network and security devices, and managed cloud services where {{organization}} chooses
the version or the upgrade date. Laptops and mobile devices are updated as the Endpoint Security Policy sets out.

## Roles and Responsibilities

- **The infrastructure lead** patches servers, images, databases, network devices and managed services.
- **Engineering teams** update the runtimes and libraries of the software they build.
- **The security lead** monitors patch compliance and escalates systems that fall behind.

## Policy Statements

1. **Supported software.** Only software versions that still receive security updates from their supplier are
   used. Versions are tracked from six months before their end of support and replaced or upgraded before that
   date.
2. **Trusted sources.** Patches are taken only from the supplier or its official repositories, and their signature
   or checksum is verified before installation.
3. **Security patches.** Security patches are applied within the remediation time that the Vulnerability
   Management Policy sets for the severity of the vulnerability they fix.
4. **Monthly cycle.** All other available updates are applied at least monthly. Server and container base images
   are rebuilt at least monthly with current patches, and workloads are redeployed from them.
5. **Testing.** Patches are tested in a non-production environment, or by the automated test suite in the
   deployment pipeline, before they reach production.
6. **Change control.** Patches reach production as changes under the Change Management Policy. The automated
   monthly patch cycle is a standard change, and a patch for an actively exploited vulnerability may be deployed as
   an emergency change.
7. **Managed services.** Maintenance windows are set for every managed service the provider patches, and upgrade
   notices from providers are tracked until the upgrade is done, before the provider's deadline.
8. **Compliance reporting.** The patch level of every server, image, database and network device is reported
   automatically. The security lead reviews the report monthly and escalates systems behind schedule to their
   owners.
9. **When a patch cannot be applied.** If no patch exists or a patch breaks the service, the risk is reduced by
   other means, such as a configuration change, isolation or a filtering rule, and the gap is handled as a risk
   acceptance under the Vulnerability Management Policy.

## Review

The infrastructure lead reviews this policy at least once a year and after any incident caused by
a missing or a faulty patch.

## Exceptions

Exceptions, such as a legacy system that can no longer be updated, are approved in writing by the security lead
with a plan and date for replacing the system, and are recorded in the risk register.
`,
};
