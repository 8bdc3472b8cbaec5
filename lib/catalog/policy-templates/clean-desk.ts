import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const cleanDeskTemplate: PolicyTemplate = {
  id: 'clean-desk',
  name: 'Clean Desk Policy',
  description: 'Clear desk and clear screen rules for paper, removable media, screens, printers and whiteboards.',
  frameworks: ['soc2', 'iso27001', 'hipaa'],
  body: `## Purpose

This policy reduces the risk that information of {{organization}} is read, taken or damaged while it is left on
desks, screens, printers, whiteboards and other places that others can reach, during and outside working hours.

## Scope

This policy applies to everyone who works for {{organization}}, in its offices, meeting rooms and shared desks and
in the places they work remotely. It covers paper, removable media and anything shown on a screen.

## Roles and Responsibilities

- **The office manager** provides lockable storage, locked confidential waste bins and printers with secure
  release.
- **The security lead** carries out clean desk checks and reports their results.
- **Managers** make sure their team members follow this policy and follow up findings.
- **Every person** keeps their workspace and screen clear as this policy requires.

## Policy Statements

1. **End of day.** At the end of each working day, no paper or removable media holding information classed as
   Internal or higher is left on desks; it is locked in a drawer or cabinet. Shared desks are left completely
   clear.
2. **Leaving the desk.** Whenever people leave their desk, they put away or turn over documents holding
   Confidential or Restricted information.
3. **Locking the screen.** People lock their screen every time they step away from their computer, however
   briefly; the automatic lock set by the Endpoint Security Policy is a backstop only. Laptops are taken home or
   locked away at the end of the day.
4. **Printing.** Confidential information is printed only on printers with secure release, which print a job
   only when its owner is at the printer. Printouts left uncollected are shredded at the end of each day.
5. **Paper disposal.** Paper holding information classed as Internal or higher never goes into an ordinary bin;
   it is destroyed as set out in the Media Disposal Policy.
6. **Meeting rooms.** Whiteboards and flip charts are wiped or removed at the end of each meeting, and no papers
   are left behind.
7. **Credentials.** Passwords, recovery codes and keys are never written on notes, desks, whiteboards or anywhere
   else others can see them.
8. **Screens.** Screens in offices face away from windows and public areas. Before sharing a screen or
   presenting, people close unrelated documents and silence notifications.
9. **Keys.** Keys to drawers and cabinets are never left in the lock or on the desk; spare keys are held by the
   office manager.
10. **Home working.** The same rules apply at home: work documents and screens are kept where household members
    and visitors cannot read them.
11. **Checks.** The security lead or a delegate carries out unannounced clean desk checks in each office at least
    quarterly. Findings are recorded and raised with the person concerned; repeated findings go to their manager.

## Review

The security lead reviews this policy at least once a year and when office layouts or ways of working change.

## Exceptions

Exceptions, such as a team that must keep paper records at hand in a locked room, are approved in writing by the
security lead and recorded with their compensating controls.
`,
};
