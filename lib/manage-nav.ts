/** The signed-in header's links, in the order they appear. */
export const manageNavLinks = [
  { href: '/manage', label: 'Dashboard' },
  { href: '/manage/frameworks', label: 'Frameworks' },
  { href: '/manage/evidence', label: 'Evidence' },
  { href: '/manage/policies', label: 'Policies' },
  { href: '/manage/audits', label: 'Audits' },
  { href: '/manage/reports', label: 'Reports' },
] as const;

/**
 * The header's Programme menu: the signed-in person's own tasks first, then the people, their training, the risk
 * register and the systems the compliance programme covers.
 * The header's Programme menu: the signed-in person's own tasks first, then the people, their training, the ISO 27001
 * management system (ISMS) and the systems the compliance programme covers.
 */
export const programmeMenuLabel = 'Programme';
export const programmeNavLinks = [
  { href: '/manage/tasks', label: 'My tasks' },
  { href: '/manage/people', label: 'People' },
  { href: '/manage/training', label: 'Training' },
  { href: '/manage/risks', label: 'Risks' },
  { href: '/manage/vendors', label: 'Vendors' },
  { href: '/manage/vulnerabilities', label: 'Vulnerabilities' },
  { href: '/manage/questionnaires', label: 'Questionnaires' },
  { href: '/manage/access-reviews', label: 'Access reviews' },
  { href: '/manage/isms', label: 'ISMS' },
  { href: '/manage/integrations', label: 'Integrations' },
] as const;

/** The Programme link to mark current for a path (the link's own screen and those under it), if any. */
export function activeProgrammeHref(pathname: string): string | undefined {
  return programmeNavLinks.find((link) => pathname === link.href || pathname.startsWith(`${link.href}/`))?.href;
}

/** The framework screens that belong under the Frameworks link. */
const frameworkPaths = [
  '/manage/addFrameworks',
  '/manage/assessment',
  '/manage/frameworkManage',
  '/manage/frameworkSettings',
  '/manage/frameworkSetup',
  '/manage/iso27001Setup',
  '/manage/ccpa-issues',
  '/manage/hipaaActivate',
];

/** The header link to mark current for a path: exact for Dashboard, by prefix for the others. */
export function activeNavHref(pathname: string): string | undefined {
  if (frameworkPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return '/manage/frameworks';
  const match = manageNavLinks.find((link) => link.href !== '/manage' && (pathname === link.href || pathname.startsWith(`${link.href}/`)));
  if (match) return match.href;
  return pathname === '/manage' ? '/manage' : undefined;
}

/** The user menu's entries: settings sections, then Help & Support and Documentation, which open the public help. */
export const userMenuLinks = [
  { href: '/manage/settings?path=profile', label: 'Profile' },
  { href: '/manage/settings?path=notifications', label: 'Notifications' },
  { href: '/manage/settings?path=security', label: 'Security' },
  { href: '/manage/settings?path=billing', label: 'Billing' },
  { href: '/manage/settings?path=team', label: 'Team' },
  { href: '/manage/settings?path=api', label: 'API Keys' },
  { href: '/support', label: 'Help & Support' },
  { href: '/help', label: 'Documentation' },
] as const;

/** Up to two initials for the avatar placeholder. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]?.[0], parts[parts.length - 1]?.[0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}
