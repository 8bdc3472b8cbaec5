import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { nextCampaignName } from '@/lib/domain/access-reviews/rules';
import { addMonths } from '@/lib/domain/calendar-days';
import { signUpNewOrganization } from '../support/auth';
import { pushScannerSarif } from '../support/scanner-upload';
import { ACCOUNT, KEY_ID, SECRET } from '../../support/aws-responses';
import { asffFinding } from '../../support/aws-service-responses';
import { startAwsStandIn, type AwsStandIn } from '../../support/aws-stand-in';
import { GOOD_TOKEN as GITHUB_TOKEN, startGithubStandIn, type GithubStandIn } from '../../support/github-stand-in';
import { GOOD_TOKEN as OKTA_TOKEN, startOktaStandIn, type OktaStandIn } from '../../support/okta-stand-in';

// One organization connects GitHub, Okta and AWS against local servers answering their documented shapes, reviews
// the accounts they list in a quarterly campaign, and sees the vulnerabilities GitHub and AWS report next to a
// scanner's SARIF log. The two tests run in order on the same signed-in page.
test.describe.configure({ mode: 'serial' });

const DAY_MS = 24 * 60 * 60 * 1000;
const ADMINISTRATOR_ACCESS = 'arn:aws:iam::aws:policy/AdministratorAccess';
/** IAM users: one with AdministratorAccess of its own, two without. */
const iamUsers = [
  { name: 'ops-admin', attached: [{ name: 'AdministratorAccess', arn: ADMINISTRATOR_ACCESS }], inline: [] },
  { name: 'deploy-bot', attached: [], inline: [] },
  { name: 'analyst', attached: [], inline: [] },
];
/** Security Hub's one active finding: Inspector's CVE on an image, first seen three days ago, so within its deadline. */
const imageArn = `arn:aws:ecr:us-east-1:${ACCOUNT}:repository/checkout/sha256:feed`;
const securityHubFinding = () => {
  const seen = new Date(Date.now() - 3 * DAY_MS).toISOString();
  return asffFinding({
    Id: `arn:aws:inspector2:us-east-1:${ACCOUNT}:finding/f-40404`,
    Title: 'CVE-2026-40404 - libxml2',
    FirstObservedAt: seen,
    CreatedAt: seen,
    UpdatedAt: seen,
    Resources: [{ Type: 'AwsEcrContainerImage', Id: imageArn }],
    Vulnerabilities: [{ Id: 'CVE-2026-40404' }],
  });
};
const githubMembers = JSON.parse(readFileSync(join(__dirname, '..', '..', 'fixtures', 'github', 'members.json'), 'utf8')) as {
  login: string;
}[];

let github: GithubStandIn;
let okta: OktaStandIn;
let aws: AwsStandIn;
let page: Page;
test.beforeAll(async ({ browser }, testInfo) => {
  [github, okta, aws] = await Promise.all([startGithubStandIn(), startOktaStandIn(), startAwsStandIn()]);
  aws.set({ users: iamUsers, findings: [securityHubFinding()] });
  page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
});
test.afterAll(async () => {
  await page?.close();
  await Promise.all([github?.close(), okta?.close(), aws?.close()]);
});

const cardOf = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/**
 * Run checks now on a provider's card. The action answers once the run, and the account lists it keeps, are saved;
 * its answer's body is not awaited, since the page may stop reading a server action's stream once it has re-rendered.
 */
async function runChecks(card: Locator) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && 'next-action' in response.request().headers(),
  );
  await card.getByRole('button', { name: 'Run checks now' }).click();
  await answered;
  await expect(card.getByRole('button', { name: 'Run checks now' })).toBeEnabled();
}

/** A row of the campaigns' or the accounts' table. */
const rowNamed = (name: string) => page.getByRole('row').filter({ hasText: name });

test('a quarterly campaign over GitHub, Okta and AWS is decided, its revoke verified by the next sync, closed, scheduled again and filed as a workbook and a PDF', async () => {
  test.setTimeout(240_000);
  await signUpNewOrganization(page, '/manage/settings?path=integrations');

  // GitHub and Okta through their connect forms.
  const githubForm = page.getByRole('form', { name: 'Connect GitHub' });
  await githubForm.getByLabel('Organization').fill('acme-corp');
  await githubForm.getByLabel('Personal access token').fill(GITHUB_TOKEN);
  await githubForm.getByLabel('API URL').fill(github.url);
  await githubForm.getByRole('button', { name: 'Connect GitHub' }).click();
  await expect(cardOf('GitHub').getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });
  const oktaForm = page.getByRole('form', { name: 'Connect Okta' });
  await oktaForm.getByLabel('Okta URL').fill(okta.url);
  await oktaForm.getByLabel('API token').fill(OKTA_TOKEN);
  await oktaForm.getByRole('button', { name: 'Connect Okta' }).click();
  await expect(cardOf('Okta').getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });

  // AWS: an access key AWS does not know is refused with what to check; the right one connects the account.
  const awsCard = cardOf('AWS');
  await expect(awsCard).toContainText('Not Connected');
  const awsForm = page.getByRole('form', { name: 'Connect AWS' });
  await awsForm.getByLabel('Access key ID').fill('AKIAWRONGKEY00000000');
  await awsForm.getByLabel('Secret access key').fill(SECRET);
  await awsForm.getByLabel('Endpoint URL (optional)').fill(aws.url);
  await awsForm.getByRole('button', { name: 'Connect AWS' }).click();
  await expect(awsForm.getByText('AWS refused the access key (InvalidClientTokenId). Check the key id and secret.')).toBeVisible();
  await expect(awsCard).toContainText('Not Connected');
  await awsForm.getByLabel('Access key ID').fill(KEY_ID);
  await awsForm.getByLabel('Secret access key').fill(SECRET);
  await awsForm.getByRole('button', { name: 'Connect AWS' }).click();
  await expect(awsCard.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(awsCard).toContainText(ACCOUNT);
  await expect(page.locator('body')).not.toContainText(SECRET);

  // Each run lists the system's accounts for access reviews.
  for (const name of ['GitHub', 'Okta', 'AWS']) await runChecks(cardOf(name));
  await expect(
    awsCard.getByRole('region', { name: 'Latest check run' }).getByRole('listitem', { name: "The AWS account's root user has MFA" }),
  ).toContainText('Passed');

  // A quarterly campaign over the three, each with its reviewer and owner.
  await page.goto('/manage/access-reviews');
  await page.getByRole('button', { name: 'New campaign' }).click();
  const start = page.getByRole('dialog', { name: 'New access review' });
  await start.getByLabel('Campaign name').fill('Production access');
  const dueOn = await start.getByLabel('Due date').inputValue();
  await expect(start.getByLabel('Recurrence')).toHaveValue('quarterly');
  for (const [system, accounts] of [
    ['GitHub', 3],
    ['Okta', 5],
    ['AWS', 3],
  ] as const) {
    await expect(start.getByLabel(`${system} (${accounts} accounts)`)).toBeChecked();
    await start.getByLabel(`${system} reviewer`).selectOption({ index: 0 });
    await start.getByLabel(`${system} owner`).selectOption({ index: 0 });
  }
  await start.getByRole('button', { name: 'Start campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Production access' })).toBeVisible();
  await expect(page.getByText('11 of 11 accounts')).toBeVisible();

  // The admin filter shows who holds admin rights in each system; the AWS administrator's access is changed.
  await page.getByLabel('Admin', { exact: true }).selectOption('yes');
  await expect(page.getByText('3 of 11 accounts')).toBeVisible();
  const opsAdmin = rowNamed('ops-admin');
  await expect(opsAdmin).toContainText('Admin (AdministratorAccess)');
  await expect(rowNamed('octocat')).toContainText('Owner');
  await expect(rowNamed('dave@acme.example')).toContainText('Suspended (SUPER_ADMIN)');
  await opsAdmin.getByRole('combobox', { name: 'Decision on ops-admin' }).selectOption('change');
  await opsAdmin.getByRole('textbox', { name: 'Reason for ops-admin' }).fill('SecurityAudit instead of AdministratorAccess');
  await opsAdmin.getByRole('button', { name: 'Save' }).click();
  await page.getByLabel('Admin', { exact: true }).selectOption('');

  // One GitHub member is revoked with its reason.
  const hubot = rowNamed('hubot');
  await hubot.getByRole('combobox', { name: 'Decision on hubot' }).selectOption('revoke');
  await hubot.getByRole('textbox', { name: 'Reason for hubot' }).fill('Left the platform team');
  await hubot.getByRole('button', { name: 'Save' }).click();
  await expect(hubot.getByText('Awaiting the next sync')).toBeVisible();

  // Every other account is kept in bulk, from the undecided filter.
  await page.getByLabel('Undecided only').check();
  await expect(page.getByText('9 of 11 accounts')).toBeVisible();
  await page.getByRole('button', { name: 'Apply to 9 accounts' }).click();
  await expect(page.getByText('0 of 11 accounts')).toBeVisible();
  await page.getByLabel('Undecided only').uncheck();
  // The filters live in the address, so the campaign's address is read once it no longer asks for undecided accounts.
  await expect(page).not.toHaveURL(/undecided=/);
  await expect(page.getByText('11 of 11 accounts')).toBeVisible();
  await expect(page.getByText(/1 revoke is not verified yet/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close campaign' })).toBeDisabled();
  const campaignUrl = page.url();

  // The revoke is the owner's task.
  await page.goto('/manage/tasks?kind=access-revoke');
  const revokes = page.getByRole('region', { name: /^Access to revoke/ });
  await expect(revokes.getByRole('link', { name: /^Remove hubot from GitHub/ })).toBeVisible();

  // A sync while GitHub still lists the member flags the revoke, and the campaign cannot close.
  await page.goto('/manage/settings?path=integrations');
  await runChecks(cardOf('GitHub'));
  await page.goto(campaignUrl);
  await expect(hubot.getByText('Still listed')).toBeVisible();
  await expect(page.getByText('1 revoked account is still listed by the system: remove it and sync again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close campaign' })).toBeDisabled();

  // The member is removed from the GitHub organization: the next sync verifies the revoke.
  github.set({
    answers: {
      '/orgs/acme-corp/members': { status: 200, body: githubMembers.filter((member) => member.login !== 'hubot') },
    },
  });
  await page.goto('/manage/settings?path=integrations');
  await runChecks(cardOf('GitHub'));
  await page.goto(campaignUrl);
  await expect(hubot.getByText('Verified removed')).toBeVisible();
  await expect(page.getByText('This campaign cannot close yet:')).toHaveCount(0);

  await page.getByRole('button', { name: 'Close campaign' }).click();
  await page.getByRole('dialog', { name: 'Close campaign' }).getByRole('button', { name: 'Close campaign' }).click();
  await expect(page.getByText(/Closed by .* on \d{4}-\d{2}-\d{2}/)).toBeVisible();

  // The next quarter's campaign is scheduled, due three months after this one, over the same systems.
  const nextDue = addMonths(dueOn, 3);
  await page.goto('/manage/access-reviews');
  const next = rowNamed(nextCampaignName('Production access', nextDue));
  await expect(next).toContainText('Open');
  await expect(next).toContainText(nextDue);
  await expect(next).toContainText('0 of 10');
  await expect(rowNamed('Production access').filter({ hasText: 'Closed' })).toContainText('11 of 11');

  // The filed record: the workbook lists every decision with its verification, and the PDF downloads.
  await page.goto(campaignUrl);
  await page.getByRole('link', { name: 'Its record is filed as evidence.' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Access review Production access' })).toBeVisible();
  const workbookDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download access-review-\d{4}-\d{2}-\d{2}\.xlsx/ }).click();
  const workbookFile = (await (await workbookDownload).path())!;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(workbookFile);
  const decisions = workbook.getWorksheet('Decisions');
  expect(decisions).toBeDefined();
  const rows = decisions!.getSheetValues().slice(2) as (string | undefined)[][];
  const rowOf = (account: string) => rows.find((row) => row[2] === account);
  expect(rows).toHaveLength(11);
  expect(rowOf('hubot')).toEqual(
    expect.arrayContaining([
      'GitHub',
      'Revoke',
      'Left the platform team',
      expect.stringMatching(/^Verified removed on \d{4}-\d{2}-\d{2}$/),
    ]),
  );
  expect(rowOf('ops-admin')).toEqual(expect.arrayContaining(['AWS', 'Change', 'SecurityAudit instead of AdministratorAccess']));
  expect(rows.filter((row) => row[4] === 'Keep')).toHaveLength(9);

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download access-review-\d{4}-\d{2}-\d{2}\.pdf/ }).click();
  const pdf = readFileSync((await (await pdfDownload).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test('findings of GitHub, AWS Security Hub and a SARIF upload show their deadlines; the overdue one reaches My tasks and the dashboard', async ({
  request,
}) => {
  test.setTimeout(120_000);
  await pushScannerSarif(page, request);

  // GitHub's Dependabot alert open since September is past its seven days; Security Hub's and the SARIF's are not.
  await page.goto('/manage/vulnerabilities');
  const table = page.getByRole('table');
  const dependabot = table.getByRole('row').filter({ hasText: 'GHSA-xxxx-yyyy-zzzz' });
  await expect(dependabot).toContainText('acme-corp/web');
  await expect(dependabot).toContainText('GitHub Dependabot');
  await expect(dependabot).toContainText(/\d+ days overdue/);
  const securityHub = table.getByRole('row').filter({ hasText: 'CVE-2026-40404' });
  await expect(securityHub).toContainText(imageArn);
  await expect(securityHub).toContainText('AWS Security Hub');
  await expect(securityHub).toContainText('High');
  await expect(securityHub).toContainText('Due in 27 days');
  const uploaded = table.getByRole('row').filter({ hasText: 'CVE-2026-31337' });
  await expect(uploaded).toContainText('SARIF Grype on registry.acme.test/checkout');
  await expect(uploaded).toContainText('Due in 30 days');
  await expect(page.getByText(/^GitHub Dependabot: \d+ finding\(s\)/)).toBeVisible();
  await expect(page.getByText(/^AWS Security Hub: 1 finding\(s\)/)).toBeVisible();
  await expect(page.getByText(/^SARIF Grype on registry\.acme\.test\/checkout: 1 finding\(s\)/)).toBeVisible();

  // Nobody owns the repository, so the overdue finding is the administrator's task.
  await page.goto('/manage/tasks?kind=vulnerability');
  const tasks = page.getByRole('region', { name: /^Vulnerabilities past deadline/ });
  await expect(tasks.getByRole('link', { name: 'GHSA-xxxx-yyyy-zzzz on acme-corp/web' })).toBeVisible();

  // Open: the Dependabot alert and the code scanning alert of acme-corp/web (both past their deadlines since
  // November 2026), Security Hub's finding and the SARIF's.
  await page.goto('/manage');
  await expect(page.getByRole('region', { name: 'Vulnerabilities past deadline' })).toContainText('2 of 4');
});
