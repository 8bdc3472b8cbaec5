import { expect, test as base, type Page } from '@playwright/test';
import { foundOrganizationWithRecords, type AdminWithRecords } from '../support/admin-with-records';
import { clickAndSeeEffect, expectLinksLeadSomewhere, findAgain, settle, visibleButtons, type ButtonSeen } from '../support/every-control';

// No button of the signed-in area or of the sign-in pages may only show a toast message, and no link may point at
// nothing: each visible link leads to a page that answers (and to an anchor it has), each visible button does
// something real when clicked on a freshly loaded page.

/**
 * Buttons not clicked here: Sign Out ends the session the other pages use (it is proven by shell.spec.ts and
 * mfa.spec.ts). Sign out of other sessions is clicked: every page here shares one session, so it ends none of them.
 */
const notClicked = new Set(['Sign Out']);

/**
 * Buttons whose only answer, on a page just loaded, is a message telling what the action needs first: that
 * message is their real answer (ccpa-issues.spec.ts proves it), and is expected word for word.
 */
const answeredByMessage = new Map([
  ['Bulk Assignment', 'Select the issues first with the checkboxes on their cards.'],
  ['Priority Update', 'Select the issues first with the checkboxes on their cards.'],
]);

/** Buttons of one look (same element, classes and first word) repeat down a list: two of them stand for all. */
const SAME_KIND_CLICKED = 2;

/**
 * Buttons already seen doing something real on a route (path without its query), by name: a section of the same
 * route shows them again (Framework Settings' navigation and Save Changes, say), and they are not clicked twice.
 */
const provenOnRoute = new Set<string>();

type Ids = AdminWithRecords['ids'];

const test = base.extend<{ ids: Ids }, { admin: AdminWithRecords }>({
  // One organization per worker, founded once: every page test of that worker signs in as its admin.
  admin: [
    async ({ browser }, provide, workerInfo) => {
      const statePath = workerInfo.project.outputDir + `/every-control-admin-${workerInfo.workerIndex}.json`;
      await provide(await foundOrganizationWithRecords(browser, String(workerInfo.project.use.baseURL), statePath));
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  storageState: async ({ admin }, provide) => provide(admin.storageState),
  ids: async ({ admin }, provide) => provide(admin.ids),
});

/** Loads `path`, checks its links, then clicks each of its buttons on a fresh load and expects a real effect. */
async function everyControlLeadsSomewhere(page: Page, path: string, wholePage: boolean): Promise<void> {
  base.setTimeout(240_000);
  await page.goto(path);
  await settle(page);
  await expectLinksLeadSomewhere(page, path);
  // The header's buttons are the same on every page: only the dashboard clicks them.
  const scope = () => (wholePage ? page.locator('body') : page.locator('main'));
  const kinds = new Map<string, number>();
  const toClick: ButtonSeen[] = [];
  for (const seen of await visibleButtons(page, scope())) {
    if (notClicked.has(seen.name) || provenOnRoute.has(routeKey(path, seen))) continue;
    const clicked = kinds.get(seen.kind) ?? 0;
    if (clicked >= SAME_KIND_CLICKED) continue;
    kinds.set(seen.kind, clicked + 1);
    toClick.push(seen);
  }
  const idle: string[] = [];
  for (const [place, seen] of toClick.entries()) {
    if (place > 0 || page.url() !== new URL(path, page.url()).href) {
      await page.goto(path);
      await settle(page);
    }
    const button = await findAgain(scope(), seen);
    // An earlier click may have changed the records (a step run, a report generated): then it is gone, by design.
    if (!button) continue;
    const effect = await clickAndSeeEffect(page, button);
    if (effect) {
      provenOnRoute.add(routeKey(path, seen));
      continue;
    }
    const expected = answeredByMessage.get(seen.name);
    const said = (await page.locator('[data-toasts] p').allInnerTexts()).join(' / ');
    if (!expected || !said.includes(expected)) idle.push(`"${seen.name}"${said ? ` (it only said "${said}")` : ''}`);
  }
  expect(idle, `buttons of ${path} that only show a message or do nothing`).toEqual([]);
}

const routeKey = (path: string, seen: ButtonSeen) => `${path.replace(/\?.*$/, '')}|${seen.name}`;

const managePages: { path: string | ((ids: Ids) => string); wholePage?: boolean }[] = [
  { path: '/manage', wholePage: true },
  { path: '/manage/frameworks' },
  { path: '/manage/addFrameworks' },
  { path: '/manage/frameworkManage?framework=soc2' },
  { path: '/manage/frameworkSetup?framework=soc2' },
  { path: '/manage/frameworks/preview?framework=gdpr' },
  { path: '/manage/assessment' },
  { path: '/manage/evidence' },
  { path: (ids) => `/manage/evidence/${ids.evidence}` },
  { path: '/manage/policies' },
  { path: (ids) => `/manage/policies/${ids.policy}` },
  { path: (ids) => `/manage/policies/${ids.policy}/edit` },
  { path: '/manage/audits' },
  { path: (ids) => `/manage/audits/${ids.audit}` },
  { path: '/manage/reports' },
  { path: '/manage/ccpa-issues' },
  { path: '/manage/ccpa-issues/action-plan' },
  { path: '/manage/iso27001Setup' },
  { path: '/manage/hipaaActivate' },
  { path: '/manage/risks' },
  { path: '/manage/vendors' },
  { path: '/manage/questionnaires' },
  { path: '/manage/questionnaires/new' },
  { path: '/manage/questionnaires/library' },
  { path: (ids) => `/manage/questionnaires/${ids.questionnaire}` },
  { path: (ids) => `/manage/questionnaires/${ids.questionnaire}/columns` },
  { path: '/manage/isms' },
  { path: '/manage/isms/audits' },
  { path: '/manage/isms/reviews' },
  ...['general', 'notifications', 'users', 'audit', 'integrations', 'reporting', 'advanced'].map((section) => ({
    path: `/manage/frameworkSettings?section=${section}`,
  })),
  ...['profile', 'security', 'notifications', 'team', 'organization', 'billing', 'integrations', 'api', 'trust'].map((section) => ({
    path: `/manage/settings?path=${section}`,
  })),
];

test.describe('every control of the signed-in area does something real', () => {
  for (const { path, wholePage = false } of managePages) {
    const title =
      typeof path === 'string'
        ? path
        : path({ policy: ':policy', audit: ':audit', evidence: ':evidence', questionnaire: ':questionnaire' });
    test(title, async ({ page, ids }) => {
      await everyControlLeadsSomewhere(page, typeof path === 'string' ? path : path(ids), wholePage);
    });
  }
});

base.describe('every control of the sign-in pages does something real', () => {
  for (const path of ['/login', '/register', '/findId']) {
    base(path, async ({ page }) => {
      await everyControlLeadsSomewhere(page, path, true);
    });
  }
});
