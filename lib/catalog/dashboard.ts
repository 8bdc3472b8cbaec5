/**
 * The dashboard's quick actions, each leading to the screen where it is done. `edits` marks the ones that create
 * records: a viewer's dashboard leaves them out.
 */
export const quickActions = [
  { label: 'Upload Evidence', href: '/manage/evidence', description: 'Add documents, screenshots or logs.', edits: true },
  { label: 'Run Assessment', href: '/manage/assessment', description: 'See the requirements your controls do not meet yet.', edits: false },
  { label: 'Generate Report', href: '/manage/reports', description: 'Build a compliance report.', edits: true },
  { label: 'Update Policies', href: '/manage/policies', description: 'Review and approve policies.', edits: true },
  { label: 'Schedule Audit', href: '/manage/audits', description: 'Plan an internal or external audit.', edits: true },
] as const;
