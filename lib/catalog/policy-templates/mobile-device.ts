import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const mobileDeviceTemplate: PolicyTemplate = {
  id: 'mobile-device',
  name: 'Mobile Device Policy',
  description: 'The conditions under which company-owned and personal phones and tablets may hold company data.',
  frameworks: ['soc2', 'iso27001'],
  body: `## Purpose

This policy sets the conditions under which smartphones and tablets, whether owned by {{organization}} or by the
people who use them, may be used to access company information, so that a lost, stolen or compromised device
does not expose it.

## Scope

This policy applies to every smartphone and tablet used to access email, chat, calendars, files, administration
consoles or other systems of {{organization}}, including personally owned devices. A phone used only to approve
multi-factor authentication requests must meet statements 2, 3 and 5. Laptops and desktops are covered by the
Endpoint Security Policy.

## Roles and Responsibilities

- **The IT team** operates mobile device management, publishes the minimum supported operating system versions
  and carries out remote wipes.
- **The security lead** sets the device requirements and decides on exceptions.
- **Every device user** keeps their device compliant and reports its loss without delay.

## Policy Statements

1. **Enrolment.** A device accesses company information only after it is enrolled in mobile device management.
   Company-owned devices are fully managed; personal devices are enrolled with a work profile or managed
   applications that keep company data apart from personal data.
2. **Supported software.** The device runs an operating system version that still receives security updates from
   its manufacturer and is no older than the minimum the IT team publishes; devices below the minimum are blocked.
   Security updates are installed within the deadlines of the Patch Management Policy.
3. **Screen lock.** The device is protected by a passcode of at least six digits, which a biometric may stand in
   for, and locks after at most two minutes of inactivity. Company data is wiped after ten consecutive failed
   unlock attempts.
4. **Encryption.** Device storage encryption is enabled. Devices that cannot encrypt their storage are not
   allowed.
5. **Device integrity.** Jailbroken, rooted or otherwise modified devices are blocked. Applications are installed
   only from the manufacturer's official store, and sideloading is not allowed on company-owned devices or in the
   work profile.
6. **Managed applications.** Company information is opened only in applications managed by {{organization}}.
   Management settings prevent copying it into personal applications, saving it to personal storage and including
   it in personal backups.
7. **Company-owned devices.** Company-owned devices are not shared with family members or others, and personal
   use follows the Acceptable Use Policy.
8. **Loss and departure.** When a device is reported lost under the Asset Management Policy, the IT team wipes a
   company-owned device entirely, or the company data on a personal device, within one hour of the report. When a
   person leaves, company data and the work profile are removed from their personal devices on their last
   working day.
9. **Privacy on personal devices.** On personal devices, {{organization}} sees only the device model, operating
   system version, compliance status and managed applications. It does not read personal messages, photos,
   location or browsing history, and never wipes personal data.
10. **Compliance monitoring.** Device management checks compliance continuously and blocks a non-compliant device
    from company information until it is fixed. The IT team reports compliance figures to the security lead every
    month.

## Review

The security lead reviews this policy and the minimum operating system versions at least once a year, and when a
major operating system release changes the available controls.

## Exceptions

Exceptions are approved in writing by the security lead, limited to at most six months and recorded in the
risk register. No exception is granted for jailbroken or rooted devices.
`,
};
