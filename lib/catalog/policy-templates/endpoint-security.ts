import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const endpointSecurityTemplate: PolicyTemplate = {
  id: 'endpoint-security',
  name: 'Endpoint Security Policy',
  description: 'How laptops and desktops are managed, hardened, encrypted and protected against malware.',
  frameworks: ['soc2', 'iso27001', 'pci-dss', 'hipaa'],
  body: `## Purpose

This policy sets the protection that every laptop and desktop computer must have before it may be used for the
work of {{organization}}, so that a compromised, lost or stolen computer does not expose company or customer
information.

## Scope

This policy applies to every laptop and desktop owned by {{organization}}, and to any other computer used to reach
systems holding information classed as Internal or higher. Phones and tablets are covered by the Mobile Device
Policy; servers and cloud workloads by the Configuration Management Policy.

## Roles and Responsibilities

- **The IT team** enrols and configures endpoints, keeps their baseline up to date and follows up devices that
  fall out of compliance.
- **The security lead** approves the baseline, watches malware and endpoint alerts and decides on exceptions.
- **Every user** keeps their computer connected and updated, never disables a protection and reports anything
  unusual.

## Policy Statements

1. **Central management.** Every endpoint is enrolled in central device management before it is handed to its
   user. Only enrolled devices that meet this policy can sign in to company systems; the identity provider checks
   the device's compliance at each sign-in.
2. **Secure baseline.** Endpoints are configured to a documented hardening baseline for each operating system,
   derived from a recognised industry benchmark and reviewed every year. Drift from the baseline is detected and
   corrected automatically.
3. **Disk encryption.** The full-disk encryption required by the Cryptography Policy is enabled before first use
   and enforced by device management. Recovery keys are escrowed in device management and are not kept by the
   user.
4. **Malware protection.** Every endpoint runs endpoint detection and response software with real-time
   protection, updated automatically at least daily, which users cannot disable. Its events and alerts are
   sent to the central logging platform and handled as set out in the Logging and Monitoring Policy.
5. **Updates.** Device management installs updates within the deadlines of the Patch Management Policy and
   enforces the restart an update needs no later than seven days after installing it. Operating system versions
   that no longer receive security updates are not allowed.
6. **Administrator rights.** Users have no standing local administrator rights. Elevation is granted on request
   for a stated task, expires within 24 hours and is logged.
7. **Software and extensions.** Users install software from a self-service catalogue holding the software that
   the Software Licensing Policy approves. Browser extensions are limited to an approved list enforced by device
   management.
8. **Screen lock.** The screen locks after at most 15 minutes of inactivity and requires the user's password or
   biometric to unlock. Users cannot lengthen the delay or turn the lock off.
9. **Host firewall.** The host firewall is enabled and blocks unsolicited inbound connections. File sharing,
   remote login and other listening services are disabled unless the baseline requires them.
10. **Removable media.** Device management blocks writing to removable storage, except to named encrypted
    devices the security lead has approved for the transfers the Information Transfer Policy allows. Automatic
    running of content from removable media is disabled and media are scanned when connected.
11. **Compliance monitoring.** The IT team reviews endpoint compliance every week. A device whose encryption is
    off or whose protection has not reported for seven days loses access to company systems until it is fixed; a
    device that has not checked in for 30 days is treated as lost under the Asset Management Policy.

## Review

The security lead reviews this policy and the baselines it refers to at least once a year, and after any
incident that started on an endpoint.

## Exceptions

Exceptions, such as a device that cannot run the protection software, are approved in writing by the security lead
for at most six months, with compensating controls such as network isolation, and recorded in the exception
register.
`,
};
