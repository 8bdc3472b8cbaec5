/** @jest-environment node */
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { SELF_REVIEW_MESSAGE } from '@/lib/domain/access-reviews/rules';
import {
  addCsvSystem,
  closeCampaign,
  createCampaign,
  decideAccount,
  decideAccounts,
  listCampaigns,
  readCampaign,
  relistCsvSystem,
} from '@/lib/workspace/access-reviews';
import type { Member } from '@/lib/workspace/member';
import { tasksOf } from '@/lib/workspace/tasks';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('access-reviews-csv');

const today = '2026-11-05';
const started = new Date('2026-11-02T08:00:00Z');
const decided = new Date('2026-11-03T08:00:00Z');
const relisted = new Date('2026-11-04T08:00:00Z');

let admin: Member;
let reviewer: Member;
let viewer: Member;
let campaignId: string;
let systemId: string;

const csvOf = (emails: readonly string[]) =>
  `email,name,admin,last_activity\n${emails.map((email) => `${email},${email.split('@')[0]},no,2026-10-01`).join('\n')}\n`;

const account = async (email: string) => {
  const found = (await readCampaign(admin, campaignId, today)).accounts.find((row) => row.email === email);
  if (!found) throw new Error(`No account ${email}`);
  return found;
};

beforeAll(async () => {
  admin = await founder('Csv admin');
  reviewer = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
  const campaign = await createCampaign(admin, { name: 'Finance systems', dueOn: '2026-12-15', recurrence: 'none', systems: [] }, started);
  campaignId = campaign.id;
  const system = await addCsvSystem(
    admin,
    {
      campaignId,
      name: 'Ledger',
      reviewerMemberId: reviewer.id,
      ownerMemberId: admin.id,
      // The reviewer has an account of their own in the system, in another case.
      csv: csvOf(['ann@acme.example', 'leaver@acme.example', reviewer.email.toUpperCase()]),
    },
    started,
  );
  systemId = system.id;
}, 60_000);

describe('a system reviewed from a CSV upload', () => {
  it("gives the system's reviewer a task to review it, and nobody else", async () => {
    expect(await tasksOf(reviewer, today)).toContainEqual(
      expect.objectContaining({
        kind: 'access-review',
        title: 'Review access to Ledger',
        detail: '3 accounts to decide in Finance systems',
      }),
    );
    expect((await tasksOf(admin, today)).filter((task) => task.kind === 'access-review')).toEqual([]);
  });

  it('refuses a file with bad lines, naming each by its line, and adds nothing', async () => {
    const refused = await refusal(
      addCsvSystem(admin, {
        campaignId,
        name: 'Broken',
        reviewerMemberId: reviewer.id,
        ownerMemberId: admin.id,
        csv: 'email,admin\nok@acme.example,no\nnope,no\nx@acme.example,perhaps\n',
      }),
    );
    expect(refused.message).toBe(
      'Fix these lines and upload again: line 3: "nope" is not an email address. line 4: The admin value "perhaps" is not yes or no.',
    );
    expect((await readCampaign(admin, campaignId, today)).systems.map((system) => system.name)).toEqual(['Ledger']);
  });

  it('refuses a reviewer who is not an admin or member of the organization', async () => {
    const refused = await refusal(
      addCsvSystem(admin, {
        campaignId,
        name: 'Other',
        reviewerMemberId: viewer.id,
        ownerMemberId: admin.id,
        csv: csvOf(['a@acme.example']),
      }),
    );
    expect(refused.message).toContain('Choose each reviewer and owner among the administrators and members');
  });

  it('refuses the reviewer a decision on their own account, alone or in bulk, and lets an administrator decide it', async () => {
    const own = await account(reviewer.email.toLowerCase());
    const alone = await refusal(decideAccount(reviewer, { id: own.id, version: own.version, decision: 'keep', reason: '' }));
    expect(alone.kind).toBe('forbidden');
    expect(alone.message).toContain(SELF_REVIEW_MESSAGE);
    const ann = await account('ann@acme.example');
    const bulk = await refusal(
      decideAccounts(reviewer, {
        campaignId,
        decision: 'keep',
        reason: '',
        accounts: [
          { id: ann.id, version: ann.version },
          { id: own.id, version: own.version },
        ],
      }),
    );
    expect(bulk.message).toContain(SELF_REVIEW_MESSAGE);
    expect((await account('ann@acme.example')).decision).toBeNull();
    expect(
      await decideAccount(admin, { id: own.id, version: own.version, decision: 'change', reason: 'Read-only from now on' }, decided),
    ).toMatchObject({
      decision: 'change',
      decidedByName: admin.displayName,
    });
  });

  it('refuses a bulk revoke without a reason, and records one with it', async () => {
    const [ann, leaver] = [await account('ann@acme.example'), await account('leaver@acme.example')];
    const accounts = [{ id: leaver.id, version: leaver.version }];
    expect((await refusal(decideAccounts(reviewer, { campaignId, decision: 'revoke', reason: '', accounts }))).kind).toBe('invalid');
    await decideAccounts(reviewer, { campaignId, decision: 'revoke', reason: 'Left in October', accounts }, decided);
    await decideAccount(reviewer, { id: ann.id, version: ann.version, decision: 'keep', reason: '' }, decided);
    expect(await account('leaver@acme.example')).toMatchObject({ decision: 'revoke', verification: 'pending' });
  });

  it('flags a revoke the list uploaded again still shows, and verifies it once the list no longer does', async () => {
    const still = await relistCsvSystem(admin, { systemId, csv: csvOf(['ann@acme.example', 'LEAVER@acme.example']) }, relisted);
    expect(still).toEqual({ verified: 0, flagged: 1 });
    const { campaign } = await readCampaign(admin, campaignId, today);
    expect((await refusal(closeCampaign(admin, campaignId, campaign.version, relisted))).message).toContain('still listed');
    expect(await relistCsvSystem(admin, { systemId, csv: csvOf(['ann@acme.example']) }, relisted)).toEqual({ verified: 1, flagged: 0 });
    expect(await account('leaver@acme.example')).toMatchObject({ verification: 'verified' });
  });

  it("refuses a viewer's writes, and lets them read", async () => {
    const ann = await account('ann@acme.example');
    expect((await refusal(decideAccount(viewer, { id: ann.id, version: ann.version, decision: 'keep', reason: '' }))).message).toBe(
      FORBIDDEN_MESSAGE,
    );
    expect((await refusal(relistCsvSystem(viewer, { systemId, csv: csvOf(['ann@acme.example']) }))).kind).toBe('forbidden');
    expect((await refusal(createCampaign(viewer, { name: 'Mine', dueOn: '2026-12-01', recurrence: 'none', systems: [] }))).kind).toBe(
      'forbidden',
    );
    const { campaign } = await readCampaign(viewer, campaignId, today);
    expect((await refusal(closeCampaign(viewer, campaignId, campaign.version))).kind).toBe('forbidden');
    expect((await listCampaigns(viewer)).map((row) => row.name)).toContain('Finance systems');
  });

  it("finds nothing of another organization's campaign, system or account", async () => {
    const stranger = await founder('Stranger');
    const ann = await account('ann@acme.example');
    expect((await refusal(readCampaign(stranger, campaignId, today))).kind).toBe('not-found');
    expect(
      (await refusal(decideAccount(stranger, { id: ann.id, version: ann.version, decision: 'revoke', reason: 'Mine now' }))).kind,
    ).toBe('not-found');
    expect(
      (
        await refusal(
          decideAccounts(stranger, { campaignId, decision: 'keep', reason: '', accounts: [{ id: ann.id, version: ann.version }] }),
        )
      ).kind,
    ).toBe('not-found');
    expect((await refusal(relistCsvSystem(stranger, { systemId, csv: csvOf(['ann@acme.example']) }))).kind).toBe('not-found');
    expect(
      (
        await refusal(
          addCsvSystem(stranger, {
            campaignId,
            name: 'X',
            reviewerMemberId: stranger.id,
            ownerMemberId: stranger.id,
            csv: csvOf(['a@acme.example']),
          }),
        )
      ).kind,
    ).toBe('not-found');
    expect((await refusal(closeCampaign(stranger, campaignId, 1))).kind).toBe('not-found');
    expect((await refusal(readCampaign(admin, UNKNOWN_ID, today))).kind).toBe('not-found');
    expect(await listCampaigns(stranger)).toEqual([]);
    expect((await account('ann@acme.example')).decision).toBe('keep');
  });

  it('closes once everything is verified, and schedules no next campaign when it does not recur', async () => {
    const { campaign } = await readCampaign(admin, campaignId, today);
    const { campaign: closed, next } = await closeCampaign(admin, campaignId, campaign.version, relisted);
    expect(closed.status).toBe('closed');
    expect(next).toBeNull();
    expect((await refusal(closeCampaign(admin, campaignId, closed.version))).message).toContain('closed');
  }, 30_000);

  it('refuses a campaign over a connected system that never listed its accounts', async () => {
    const refused = await refusal(
      createCampaign(admin, {
        name: 'Cloud',
        dueOn: '2026-12-15',
        recurrence: 'quarterly',
        systems: [{ source: 'aws', reviewerMemberId: reviewer.id, ownerMemberId: admin.id }],
      }),
    );
    expect(refused.message).toBe('AWS has listed no accounts yet: connect it and run its checks first.');
  });
});
