// The signed-in screens measured on the large organization: every screen of the manage navigation (lib/manage-nav.ts)
// and the detail screens people open most, each with the record it shows, named by the seed's sample ids.

/** The header's links and the Programme menu's, in the order a person meets them; `menu` is the menu to open first. */
export const navigationScreens = [
  { name: 'Dashboard', path: '/manage' },
  { name: 'Frameworks', path: '/manage/frameworks' },
  { name: 'Evidence', path: '/manage/evidence' },
  { name: 'Policies', path: '/manage/policies' },
  { name: 'Audits', path: '/manage/audits' },
  { name: 'Reports', path: '/manage/reports' },
  { name: 'My tasks', path: '/manage/tasks', menu: 'Programme' },
  { name: 'People', path: '/manage/people', menu: 'Programme' },
  { name: 'Training', path: '/manage/training', menu: 'Programme' },
  { name: 'Risks', path: '/manage/risks', menu: 'Programme' },
  { name: 'Vendors', path: '/manage/vendors', menu: 'Programme' },
  { name: 'Vulnerabilities', path: '/manage/vulnerabilities', menu: 'Programme' },
  { name: 'Questionnaires', path: '/manage/questionnaires', menu: 'Programme' },
  { name: 'Access reviews', path: '/manage/access-reviews', menu: 'Programme' },
  { name: 'ISMS', path: '/manage/isms', menu: 'Programme' },
  { name: 'Integrations', path: '/manage/integrations', menu: 'Programme' },
];

/**
 * The detail screens, from the sample records the seed printed (`samples`: one id per kind). A control has no
 * screen of its own: it is edited in its framework's page, whose requirement list holds every control.
 */
export function detailScreens(samples) {
  const screens = [
    { name: 'a framework (SOC 2, its controls)', path: '/manage/frameworkManage?framework=soc2' },
    { name: 'the gap list of controls', path: '/manage/assessment' },
    { name: 'CCPA issues', path: '/manage/ccpa-issues' },
    { name: 'a policy', path: `/manage/policies/${samples.policy}` },
    { name: 'an evidence item', path: `/manage/evidence/${samples.evidence}` },
    { name: 'a person', path: `/manage/people/${samples.person}` },
    { name: 'an audit', path: `/manage/audits/${samples.audit}` },
    { name: 'a vendor', path: `/manage/vendors/${samples.vendor}` },
    { name: 'a risk', path: `/manage/risks/${samples.risk}` },
    { name: 'a questionnaire', path: `/manage/questionnaires/${samples.questionnaire}` },
    { name: "a check's page", path: `/manage/integrations/checks/${samples.check}` },
    { name: 'trust settings', path: '/manage/settings?path=trust' },
    { name: 'an access review campaign', path: `/manage/access-reviews/${samples.campaign}` },
    { name: 'an ISMS internal audit', path: `/manage/isms/audits/${samples.internalAudit}` },
    { name: 'a training lesson', path: `/manage/training/${samples.lesson}` },
  ];
  return screens.filter((screen) => !screen.path.endsWith('/undefined'));
}

/** Every screen measured: the navigation's, then the detail screens. */
export function largeScreens(samples) {
  return [...navigationScreens, ...detailScreens(samples)];
}
