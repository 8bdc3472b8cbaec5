/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { evidenceControls, evidenceFiles, people } from '@/lib/db/schema';
import { REASON_REQUIRED_MESSAGE } from '@/lib/domain/access-reviews/rules';
import { pdfPageTexts } from '@/lib/pdf/page-texts';
import { closeCampaign, createCampaign, decideAccount, decideAccounts, readCampaign } from '@/lib/workspace/access-reviews';
import { readEvidenceFile } from '@/lib/workspace/evidence';
import { connectIntegration, runChecks } from '@/lib/workspace/integrations';
import type { Member } from '@/lib/workspace/member';
import { recordDeparture } from '@/lib/workspace/people';
import { tasksOf } from '@/lib/workspace/tasks';
import { GOOD_TOKEN, startOktaStandIn, type OktaStandIn } from '../../../support/okta-stand-in';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('access-reviews-okta');

let okta: OktaStandIn;
beforeAll(async () => {
  okta = await startOktaStandIn();
});
afterAll(() => okta.close());

const synced = new Date('2026-11-02T08:00:00Z');
const decided = new Date('2026-11-03T08:00:00Z');
const resynced = new Date('2026-11-04T08:00:00Z');
const cleaned = new Date('2026-11-05T08:00:00Z');
const today = '2026-11-05';
const pageOne = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'fixtures', 'okta', 'users-active-page-1.json'), 'utf8')) as {
  profile: { login: string };
}[];
/** Bob was removed from Okta: only alice is on the first page of active users. */
const bobRemoved = { 'users:ACTIVE': { status: 200, body: pageOne.filter((user) => user.profile.login !== 'bob@acme.example') } };

let admin: Member;
let reviewer: Member;
let campaignId: string;

const accountNamed = async (name: string) => {
  const { accounts } = await readCampaign(admin, campaignId, today);
  const account = accounts.find((row) => row.name === name);
  if (!account) throw new Error(`No account ${name}`);
  return account;
};

beforeAll(async () => {
  admin = await founder('Access admin');
  reviewer = await joinAs(admin, 'member');
  await connectIntegration(admin, 'okta', { orgUrl: okta.url, token: GOOD_TOKEN });
  await runChecks(admin, 'okta', synced);
  // Bob left: his account is the first to review.
  const db = await getDb();
  const [bob] = await db
    .select({ id: people.id, version: people.version })
    .from(people)
    .where(and(eq(people.organizationId, admin.organizationId), eq(people.email, 'bob@acme.example')));
  await recordDeparture(admin, { id: bob!.id, version: bob!.version, endDate: '2026-10-31' });
  const campaign = await createCampaign(
    admin,
    {
      name: 'Access review Q4 2026',
      dueOn: '2026-12-31',
      recurrence: 'quarterly',
      systems: [{ source: 'okta', reviewerMemberId: reviewer.id, ownerMemberId: admin.id }],
    },
    synced,
  );
  campaignId = campaign.id;
}, 60_000);

describe('an access review campaign over Okta', () => {
  it("lists the sync's accounts with their person, departed first, unmatched and admin accounts shown", async () => {
    const { accounts, systems } = await readCampaign(admin, campaignId, today);
    expect(systems).toEqual([expect.objectContaining({ name: 'Okta', reviewerName: reviewer.displayName, ownerName: admin.displayName })]);
    expect(accounts[0]).toMatchObject({ name: 'Bob Ortiz', person: { name: 'Bob Ortiz', department: 'Sales', status: 'departed' } });
    expect(accounts.map((row) => row.email).sort()).toEqual([
      'alice@acme.example',
      'bob@acme.example',
      'carol@acme.example',
      'dave@acme.example',
      'erin@acme.example',
    ]);
    // Suspended users are not People: they stay unmatched, dave with his Super Administrator role.
    expect(await accountNamed('dave@acme.example')).toMatchObject({ person: null, admin: true });
    expect((await accountNamed('Alice Ng')).lastActivity).not.toBeNull();
  });

  it('refuses a revoke without a reason and a decision by someone who is not the reviewer', async () => {
    const bob = await accountNamed('Bob Ortiz');
    expect((await refusal(decideAccount(reviewer, { id: bob.id, version: bob.version, decision: 'revoke', reason: ' ' }))).message).toBe(
      REASON_REQUIRED_MESSAGE,
    );
    const outsider = await joinAs(admin, 'member');
    const refused = await refusal(decideAccount(outsider, { id: bob.id, version: bob.version, decision: 'keep', reason: '' }));
    expect(refused.kind).toBe('forbidden');
    expect((await accountNamed('Bob Ortiz')).decision).toBeNull();
  });

  it('keeps the filtered accounts in bulk, and refuses a stale one in the list without deciding any', async () => {
    const others = (await readCampaign(admin, campaignId, today)).accounts.filter((row) => row.name !== 'Bob Ortiz');
    const stale = await refusal(
      decideAccounts(reviewer, {
        campaignId,
        decision: 'keep',
        reason: '',
        accounts: others.map((row, n) => ({ id: row.id, version: n === 0 ? row.version + 1 : row.version })),
      }),
    );
    expect(stale.kind).toBe('conflict');
    expect((await readCampaign(admin, campaignId, today)).accounts.every((row) => row.decision === null)).toBe(true);
    const saved = await decideAccounts(reviewer, { campaignId, decision: 'keep', reason: '', accounts: others }, decided);
    expect(saved).toHaveLength(4);
    expect(saved.every((row) => row.decision === 'keep' && row.decidedByName === reviewer.displayName)).toBe(true);
  });

  it('makes a revoke a task for the owner, and refuses to close while it is unverified', async () => {
    const bob = await accountNamed('Bob Ortiz');
    const revoked = await decideAccount(
      reviewer,
      { id: bob.id, version: bob.version, decision: 'revoke', reason: 'Left on 31 October' },
      decided,
    );
    expect(revoked).toMatchObject({ decision: 'revoke', verification: 'pending', reason: 'Left on 31 October' });
    const tasks = await tasksOf(admin, today);
    expect(tasks).toContainEqual(
      expect.objectContaining({ kind: 'access-revoke', title: 'Remove Bob Ortiz (bob@acme.example) from Okta' }),
    );
    const { campaign } = await readCampaign(admin, campaignId, today);
    const refused = await refusal(closeCampaign(admin, campaignId, campaign.version, decided));
    expect(refused.message).toContain('1 revoke is not verified yet');
  });

  it('flags the revoke when the next sync still lists the account, and still refuses to close', async () => {
    await runChecks(admin, 'okta', resynced);
    expect(await accountNamed('Bob Ortiz')).toMatchObject({ verification: 'flagged' });
    const { campaign, blockers } = await readCampaign(admin, campaignId, today);
    expect(blockers).toEqual([expect.stringContaining('1 revoked account is still listed by the system')]);
    expect((await refusal(closeCampaign(admin, campaignId, campaign.version, resynced))).message).toContain('still listed');
  });

  it('verifies the revoke once a sync no longer lists the account, then closes and files its record as evidence', async () => {
    okta.set({ answers: bobRemoved });
    await runChecks(admin, 'okta', cleaned);
    expect(await accountNamed('Bob Ortiz')).toMatchObject({ verification: 'verified' });
    const { campaign } = await readCampaign(admin, campaignId, today);
    const { campaign: closed, next } = await closeCampaign(admin, campaignId, campaign.version, cleaned);
    expect(closed).toMatchObject({ status: 'closed', closedByName: admin.displayName });
    expect(next).toMatchObject({ name: 'Access review Q1 2027', dueOn: '2027-03-31', status: 'open' });
    // The next quarter starts from the accounts Okta listed on its last sync, Bob's revoked account gone.
    const nextAccounts = (await readCampaign(admin, next!.id, today)).accounts.map((row) => row.name);
    expect(nextAccounts.length).toBeGreaterThan(0);
    expect(nextAccounts).not.toContain('Bob Ortiz');

    const db = await getDb();
    const controls = await db
      .select({ id: evidenceControls.controlId })
      .from(evidenceControls)
      .where(eq(evidenceControls.evidenceId, closed.evidenceId!));
    expect(controls.map((row) => row.id)).toContain('AC-03');
    const files = await db
      .select({ id: evidenceFiles.id, name: evidenceFiles.name })
      .from(evidenceFiles)
      .where(eq(evidenceFiles.evidenceId, closed.evidenceId!));
    const xlsxFile = files.find((file) => file.name.endsWith('.xlsx'))!;
    const pdfFile = files.find((file) => file.name.endsWith('.pdf'))!;

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readEvidenceFile(admin, closed.evidenceId!, xlsxFile.id)).bytes as unknown as ExcelJS.Buffer);
    const rows: string[] = [];
    workbook.eachSheet((sheet) =>
      sheet.eachRow((row) =>
        rows.push((row.values as unknown[]).map((value) => (value instanceof Date ? value.toISOString() : String(value ?? ''))).join('|')),
      ),
    );
    const bobRow = rows.find((row) => row.includes('bob@acme.example'));
    expect(bobRow).toContain('Revoke');
    expect(bobRow).toContain('Left on 31 October');
    expect(bobRow).toContain('Verified removed on 2026-11-05');
    expect(bobRow).toContain(reviewer.displayName);

    const pdf = await pdfPageTexts((await readEvidenceFile(admin, closed.evidenceId!, pdfFile.id)).bytes);
    const text = pdf.pages.join(' ');
    expect(text).toContain('Access review: Access review Q4 2026');
    expect(text).toContain('Left on 31 October');
    expect(text).toContain(reviewer.displayName);
  }, 30_000);

  it('keeps a closed campaign closed: no decision changes it afterwards', async () => {
    const alice = await accountNamed('Alice Ng');
    const refused = await refusal(decideAccount(admin, { id: alice.id, version: alice.version, decision: 'revoke', reason: 'Too late' }));
    expect(refused.message).toContain('closed');
  });
});
