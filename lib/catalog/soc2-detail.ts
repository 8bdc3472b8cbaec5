/**
 * The SOC 2 Type II detail screen's content besides the controls: product content until SOC 2's controls, evidence
 * and audits are the organization's own records (a later piece of work). `evidenceItems`, `nextAudit`,
 * `daysToAudit` and `auditor` describe an organization, not the product: they are shown as an example.
 */
export const soc2Overview = { evidenceItems: 156, nextAudit: 'March 15, 2027', daysToAudit: 45, auditor: 'Prescient Assurance' };

export const soc2ActionItems = [
  { title: 'Complete quarterly access review (CC6.3)', due: 'Due in 5 days', priority: 'High' },
  { title: 'Test the disaster recovery plan (A1.3)', due: 'Due in 12 days', priority: 'Medium' },
  { title: 'Set up privacy complaint handling (P8.1)', due: 'Due in 3 weeks', priority: 'Medium' },
] as const;

export const soc2Activity = [
  { text: 'CC6.1 evidence verified', when: '2 hours ago' },
  { text: 'A1.4 backup report uploaded', when: 'Yesterday' },
  { text: 'C1.3 encryption policy approved', when: '3 days ago' },
] as const;
