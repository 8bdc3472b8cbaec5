/** The signed-in header's links (spec §2.2). */
export const manageNavLinks = [
  { href: '/manage', label: 'Dashboard' },
  { href: '/manage/frameworks', label: 'Frameworks' },
  { href: '/manage/evidence', label: 'Evidence' },
  { href: '/manage/policies', label: 'Policies' },
  { href: '/manage/audits', label: 'Audits' },
  { href: '/manage/reports', label: 'Reports' },
] as const;
