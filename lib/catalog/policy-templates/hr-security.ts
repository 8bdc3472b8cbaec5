import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const hrSecurityTemplate: PolicyTemplate = {
  id: 'hr-security',
  name: 'Human Resources Security Policy',
  description: 'Screening, terms of employment, disciplinary process and security when people join, move or leave.',
  frameworks: ['soc2', 'iso27001', 'pci-dss', 'hipaa'],
  body: `## Purpose

This policy makes sure that the people who work for {{organization}} are suitable for their roles, understand
their security responsibilities and keep to them, and that information stays protected when people join, change
role or leave.

## Scope

This policy applies to all employees, interns, contractors and temporary staff of {{organization}}, and to the
personnel of suppliers who have access to its systems, from recruitment to the end of their engagement and beyond
it where obligations continue.

## Roles and Responsibilities

- **The human resources team** runs screening, issues contracts, coordinates joining and leaving, and keeps
  personnel records.
- **Hiring managers** describe the security responsibilities of each role and confirm screening is complete before
  a person starts.
- **The security lead** designates sensitive roles and confirms that leavers' access has been removed.
- **The IT team** creates, changes and removes accounts when the human resources team notifies it.

## Policy Statements

1. **Roles.** Every job description states the security responsibilities of the role. Roles with privileged access
   or access to Restricted information are designated sensitive roles in a list kept by the security lead.
2. **Screening.** Before a person starts, and as far as local law allows, {{organization}} verifies their identity
   and right to work, checks references covering at least the previous three years and verifies the qualifications
   the role depends on. Candidates for sensitive roles also undergo a criminal record check where lawful. No access
   to Confidential or Restricted information is granted before screening is complete.
3. **Change of role.** A person moving into a sensitive role completes the screening for that role before gaining
   its access. Where lawful, people in sensitive roles are screened again every three years.
4. **Terms of employment.** Employment contracts and contractor agreements oblige the person to follow the
   security policies of {{organization}}, keep its information confidential, assign intellectual property and
   return company assets, and state which obligations continue after the engagement ends. They are signed before
   the first working day.
5. **Confidentiality agreements.** Anyone who works for {{organization}} without such a contract, such as an
   adviser or a board observer, signs a confidentiality agreement before receiving Confidential information. The
   standard agreements are reviewed by legal counsel at least every two years.
6. **Onboarding.** The human resources team obtains each new person's signature of the Code of Conduct and
   assigns them the policy acknowledgements and training that the Security Awareness Training Policy requires of
   new starters.
7. **Disciplinary process.** Breaches of security policies are handled under a documented disciplinary process
   that is fair and proportionate and takes into account intent, impact, repetition and the training received.
   Access may be suspended during an investigation, and every sanction is recorded.
8. **Notice of changes.** The human resources team notifies the IT team of a role change by its effective date
   and of a resignation within one working day of receiving it. Before an involuntary departure is communicated, it
   notifies the IT team so that access is removed at the moment the person is told. Access itself is changed and
   removed as set out in the Access Control Policy.
9. **Leaving.** Every leaver has an exit meeting in which the return of assets required by the Asset Management
   Policy is confirmed and their continuing confidentiality obligations are restated in writing. The human
   resources team and the IT team sign off an exit checklist that is kept in the personnel file.
10. **Supplier personnel.** Besides the terms the Third-Party Risk Policy requires, contracts with suppliers whose
    staff access systems of {{organization}} require screening equivalent to statement 2 and notice of each
    departure of such staff within one working day.
11. **Personnel records.** Screening results and personnel records are accessible only to the human resources
    team and are kept as set out in the Data Retention Policy.

## Review

The human resources team and the security lead review this policy at least once a year and when employment law
in a country where {{organization}} employs people changes.

## Exceptions

Exceptions, such as a start before screening is complete, are approved in writing by the head of human resources
and the security lead, with access limited to Internal information until screening ends. They are recorded and
expire within 30 days.
`,
};
