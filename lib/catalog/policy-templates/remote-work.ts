import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const remoteWorkTemplate: PolicyTemplate = {
  id: 'remote-work',
  name: 'Remote Work Policy',
  description: 'Security rules for working from home, while travelling and from other countries.',
  frameworks: ['soc2', 'iso27001'],
  body: `## Purpose

This policy sets out how people keep the information and equipment of {{organization}} secure when they work
away from its offices: at home, in shared workspaces and while travelling.

## Scope

This policy applies to all employees, contractors and temporary staff of {{organization}} who work anywhere other
than one of its offices, occasionally or permanently.

## Roles and Responsibilities

- **Managers** agree remote working arrangements with their team members.
- **The IT team** provides the equipment and the remote access service remote workers need.
- **The human resources team** approves, with the security lead, work from another country.
- **The security lead** keeps the list of high-risk destinations and decides on exceptions.
- **Every remote worker** protects their equipment and information as this policy requires.

## Policy Statements

1. **Company devices.** Work is done on company computers that meet the Endpoint Security Policy. Personal
   computers are not used to reach company systems; phones and tablets follow the Mobile Device Policy.
2. **Remote access.** Internal systems are reached only through the company's encrypted remote access service,
   which checks the device's compliance before connecting. Authentication follows the Access Control Policy and
   production administration the Privileged Access Policy.
3. **Home networks.** Home wireless networks use WPA2 or WPA3 with a password that is not the factory default, and
   the router's administration password is changed from its default.
4. **Public networks.** On networks in hotels, cafés, trains and shared workspaces, the remote access service or a
   personal mobile hotspot is connected before any company system is used. Shared or public computers are never
   used for company work.
5. **Privacy of work.** Confidential and Restricted information is worked on and discussed only where it cannot be
   seen or overheard by others. In public places a privacy filter is fitted to the screen. Household members and
   visitors do not use company devices.
6. **Paper at home.** Confidential information is not printed at home. Other printed material is
   kept as set out in the Clean Desk Policy and disposed of as set out in the Media Disposal Policy.
7. **Equipment in transit.** Company devices are never left unattended in vehicles or public places, travel in
   hand luggage rather than checked baggage, and are locked away when left in a hotel room.
8. **High-risk destinations.** Travel with company devices to a country on the high-risk list is notified to the
   security lead at least ten working days ahead. The traveller receives a temporary device holding only the data
   the trip needs, which is wiped and reinstalled on return, and changes their passwords after the trip.
9. **Work from another country.** Working from a country other than the one of employment for more than 14 days in
   any 12 months needs the prior written approval of the human resources team and the security lead. Access from
   countries under comprehensive international sanctions is blocked.
10. **Incidents.** Loss or theft of equipment is reported as set out in the Asset Management Policy; any other
    suspected compromise, or information seen by someone not entitled to it, is reported under the Incident
    Response Policy.

## Review

The security lead reviews this policy and the list of high-risk destinations at least once a year, and when
working patterns or the remote access service change.

## Exceptions

Exceptions are approved in writing by the remote worker's manager and the security lead, limited in time and
recorded in the risk register with any compensating controls.
`,
};
