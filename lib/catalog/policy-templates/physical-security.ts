import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const physicalSecurityTemplate: PolicyTemplate = {
  id: 'physical-security',
  name: 'Physical Security Policy',
  description: 'Security zones, badges, visitors, monitoring and environmental protection of company premises.',
  frameworks: ['soc2', 'iso27001', 'pci-dss', 'hipaa'],
  body: `## Purpose

This policy protects the premises, equipment and information of {{organization}} against unauthorised physical
access, theft, damage and environmental threats.

## Scope

This policy applies to every office and facility used by {{organization}}, including serviced and shared offices,
and to everyone who enters them: staff, contractors and visitors. Production systems hosted in cloud providers'
data centres are covered by statement 10.

## Roles and Responsibilities

- **The office manager** runs the badge system and the visitor process, and looks after building services at each
  site.
- **The security lead** defines the security zones, approves access to secure areas and reviews access records
  and camera footage.
- **Managers** request badge access for their team members and confirm it during reviews.
- **Every person** wears their badge visibly on the premises, challenges or reports people without one and keeps
  doors closed behind them.

## Policy Statements

1. **Security zones.** Premises are divided into public areas such as reception, office areas for staff only, and
   secure areas: network and equipment rooms and rooms where Restricted information is stored. Each zone has
   controlled entry, and secure areas stay locked and carry no signs revealing their contents.
2. **Badges.** Entry to office areas requires a personal badge, issued after the holder's identity is verified.
   Badges are never lent. A lost badge is disabled as soon as it is reported, and a leaver's badge is disabled on
   their last working day.
3. **Secure areas.** Only named people approved by the security lead may enter secure areas, and every entry is
   logged. The list of people with access to secure areas is reviewed quarterly, and all badge access at least
   twice a year. Third parties work in secure areas only under supervision.
4. **Visitors.** Visitors sign in, show photo identification, wear a visitor badge that expires the same day and
   are escorted by their host in office areas at all times. The visitor log records name, organisation, host and
   times of arrival and departure, and is kept for 12 months.
5. **Tailgating.** Doors to office and secure areas are not held open for people whose access is not known.
   People without a visible badge are challenged or reported to the office manager.
6. **Monitoring.** Entrances and secure areas are covered by cameras, and an intrusion alarm protects the premises
   outside working hours. Camera footage is kept for at least 90 days and badge logs for 12 months, unless the law
   requires shorter periods, and both are reviewed after every physical security incident.
7. **Deliveries.** Deliveries and collections are handled at reception or a separate delivery point and are not
   taken further into the premises by couriers.
8. **Environmental protection.** Equipment rooms have fire detection, temperature monitoring and an
   uninterruptible power supply that keeps network equipment running for at least 15 minutes. Equipment is placed
   away from water sources and cabling is not accessible from public areas. Fire and power systems are tested at
   least once a year.
9. **Equipment maintenance.** Equipment is maintained according to the manufacturer's instructions by authorised
   personnel only, and every maintenance visit is logged. Equipment sent away for repair is first handled as set
   out in the Media Disposal Policy.
10. **Cloud data centres.** Production systems are hosted only with providers whose data-centre physical controls
    are independently audited every year. Those audit reports are reviewed under the Third-Party Risk Policy;
    staff of {{organization}} have no physical access to those data centres.
11. **Shared buildings.** Where a landlord controls the building entrance, {{organization}} confirms the landlord's
    controls when it moves in and applies its own access control at the entrance to its own space.
12. **Assessment.** The security lead walks through every office at least once a year, and before any new office
    is occupied, and records the findings and their remediation.

## Review

The security lead reviews this policy at least once a year, after any physical security incident and when an
office is opened, moved or closed.

## Exceptions

Exceptions are approved in writing by the security lead, recorded in the risk register with their
compensating controls, and reviewed at least every six months.
`,
};
