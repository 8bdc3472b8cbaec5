/** Dashboard sample figures (spec §2.4: sample numbers only). */
export const dashboardStats = { activeFrameworks: 5, complianceScore: 92, openIssues: 3, daysToNextAudit: 45 };

export type DashboardStatus = 'Compliant' | 'In Progress' | 'Review Required';

/** The dashboard's framework status list. */
export const dashboardFrameworks: readonly { name: string; status: DashboardStatus; progress: number; href: string }[] = [
  { name: 'SOC 2 Type II', status: 'Compliant', progress: 96, href: '/manage/frameworkManage' },
  { name: 'GDPR', status: 'Compliant', progress: 92, href: '/manage/frameworks?category=privacy' },
  { name: 'PCI DSS', status: 'Compliant', progress: 89, href: '/manage/frameworks?category=finance' },
  { name: 'ISO 27001', status: 'In Progress', progress: 65, href: '/manage/iso27001Setup' },
  { name: 'CCPA/CPRA', status: 'Review Required', progress: 78, href: '/manage/ccpa-issues' },
];

/** Quick actions, each leading to the screen where it is done. */
export const quickActions = [
  { label: 'Upload Evidence', href: '/manage/evidence', description: 'Add documents, screenshots or logs.' },
  { label: 'Run Assessment', href: '/manage/frameworks', description: 'Check a framework’s readiness.' },
  { label: 'Generate Report', href: '/manage/reports', description: 'Build a compliance report.' },
  { label: 'Update Policies', href: '/manage/policies', description: 'Review and approve policies.' },
  { label: 'Schedule Audit', href: '/manage/audits', description: 'Plan an internal or external audit.' },
] as const;
