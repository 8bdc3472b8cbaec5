/** @jest-environment node */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity } from '@/lib/db/schema';
import type { Member } from '@/lib/workspace/member';
import { mailAcceptanceLinks, remindPendingAcceptances, runDueNotifications } from '@/lib/workspace/notifications';
import { createPerson } from '@/lib/workspace/people';
import { acceptThroughLink, createPolicy, viewAcceptanceLink } from '@/lib/workspace/policies';
import { approvedPolicy as approvedPolicyAt } from '../policies/fixtures';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';
import { readOutboxLetter } from '../../../support/outbox-letter';

withThrowAwayDatabase('notification-acceptance');
// The outbox prints each letter: kept quiet.
jest.spyOn(console, 'log').mockImplementation(() => undefined);

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
const daysOn = (days: number) => new Date(now.getTime() + days * DAY);
const ORIGIN = { ip: '203.0.113.9', userAgent: 'Jest' };

const outbox = () => join(process.env.DATA_DIR!, 'outbox');
/** The acceptance letters in the outbox: the schedule's letters about My tasks have tests of their own. */
const letters = () => {
  try {
    return readdirSync(outbox())
      .map((name) => readOutboxLetter(join(outbox(), name)))
      .filter((letter) => !letter.includes('/manage/tasks'));
  } catch {
    return [];
  }
};
const lettersTo = (email: string) => letters().filter((letter) => letter.startsWith(`To: ${email}\n`));
const clearOutbox = () => rmSync(outbox(), { recursive: true, force: true });
beforeEach(clearOutbox);
/** The personal link a letter carries. */
const tokenIn = (letter: string) => letter.match(/http:\/\/localhost:3000\/accept\/([\w-]+)/)?.[1];

let added = 0;
/** Approved at the time the letters are measured from. */
const approvedPolicy = (owner: Member) => approvedPolicyAt(owner, undefined, now);

async function employee(owner: Member, name: string) {
  added += 1;
  return createPerson(owner, {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${added}@example.com`,
    department: '',
    managerId: null,
    startDate: '2024-01-15',
  });
}

describe('acceptance links by mail on approval', () => {
  it('mails each pending person without a login a working personal link, once per approval', async () => {
    const admin = await founder('Approver', 'Links Org');
    const member = await joinAs(admin, 'member');
    const dana = await employee(admin, 'Dana Field');
    const eli = await employee(admin, 'Eli Shore');
    const policy = await approvedPolicy(admin);

    expect(await mailAcceptanceLinks(admin, policy.id, now)).toBe(2);
    const [toDana] = lettersTo(dana.email);
    expect(toDana).toContain(`Subject: Please read and accept: ${policy.name} v1.0`);
    expect(toDana).toContain('Links Org asks you to read and accept');
    expect(lettersTo(eli.email)).toHaveLength(1);
    // Members accept when signed in: no link by mail.
    expect(lettersTo(member.email)).toHaveLength(0);
    expect(lettersTo(admin.email)).toHaveLength(0);

    const token = tokenIn(toDana!)!;
    expect(await viewAcceptanceLink(token, now)).toMatchObject({ state: 'ready', personName: 'Dana Field' });
    await acceptThroughLink(token, policy.id, ORIGIN, now);
    const history = await (
      await getDb()
    )
      .select({ summary: activity.summary })
      .from(activity)
      .where(and(eq(activity.recordId, policy.id), eq(activity.action, 'policy.acceptance-links')));
    expect(history).toEqual([{ summary: `Mailed 2 acceptance links for the policy ${policy.name} v1.0` }]);

    // Asked again (a second approval): only who is still pending, with a new link.
    clearOutbox();
    expect(await mailAcceptanceLinks(admin, policy.id, now)).toBe(1);
    expect(lettersTo(dana.email)).toHaveLength(0);
    expect(tokenIn(lettersTo(eli.email)[0]!)).not.toBe(undefined);
  });

  it('is refused to a viewer and mails nothing for another organization’s policy', async () => {
    const admin = await founder('Owner', 'Own Org');
    const viewer = await joinAs(admin, 'viewer');
    const stranger = await founder('Stranger', 'Stranger Org');
    const theirs = await approvedPolicy(stranger);
    const theirEmployee = await employee(stranger, 'Their Employee');
    expect((await refusal(mailAcceptanceLinks(viewer, theirs.id, now))).status).toBe(403);
    expect(await mailAcceptanceLinks(admin, theirs.id, now)).toBe(0);
    expect(lettersTo(theirEmployee.email)).toHaveLength(0);
  });
});

describe('acceptance reminders on a schedule', () => {
  it('reminds the people without a login at most once every 7 days; members hear of it from My tasks', async () => {
    const admin = await founder('Reminding', 'Reminders Org');
    const colleague = await joinAs(admin, 'member');
    const fay = await employee(admin, 'Fay Lane');
    const policy = await approvedPolicy(admin);
    await mailAcceptanceLinks(admin, policy.id, now);
    clearOutbox();

    await runDueNotifications(daysOn(1));
    // Fay had her link a day ago; the members' acceptance is a task of theirs, not a letter of this kind.
    expect(lettersTo(fay.email)).toHaveLength(0);
    expect(lettersTo(colleague.email)).toHaveLength(0);
    expect(lettersTo(admin.email)).toHaveLength(0);

    clearOutbox();
    await remindPendingAcceptances(daysOn(6));
    expect(letters().filter((letter) => letter.includes(policy.name))).toHaveLength(0);

    // A week after her link, Fay gets a reminder with a fresh link of her own.
    await remindPendingAcceptances(daysOn(7));
    const [toFay] = lettersTo(fay.email);
    expect(toFay).toContain(`Subject: Reminder: please read and accept ${policy.name} v1.0`);
    expect(await viewAcceptanceLink(tokenIn(toFay!)!, daysOn(7))).toMatchObject({ state: 'ready', personName: 'Fay Lane' });
    expect(lettersTo(colleague.email)).toHaveLength(0);
  });

  it('names every policy due in one letter per person, with one personal link that opens them all', async () => {
    const admin = await founder('Grouping', 'Grouped Org');
    const jo = await employee(admin, 'Jo Many');
    const first = await approvedPolicy(admin);
    const second = await approvedPolicy(admin);
    await remindPendingAcceptances(now);
    const toJo = lettersTo(jo.email);
    expect(toJo).toHaveLength(1);
    expect(toJo[0]).toContain('Subject: Reminder: please read and accept 2 policies');
    expect(toJo[0]!.match(/http:\/\/localhost:3000\/accept\//g)).toHaveLength(1);
    const token = tokenIn(toJo[0]!)!;
    const opened = await viewAcceptanceLink(token, now);
    expect(opened.state === 'ready' ? opened.policies.map((policy) => [policy.name, policy.problem]) : opened.state).toEqual(
      [first, second].map((policy) => [policy.name, null]).sort(),
    );
    await acceptThroughLink(token, second.id, ORIGIN, now);
    await acceptThroughLink(token, first.id, ORIGIN, now);
    expect(await viewAcceptanceLink(token, now)).toMatchObject({ policies: [{ problem: 'accepted' }, { problem: 'accepted' }] });
    // One history entry for the letter, on the person, not one per policy.
    const history = await (
      await getDb()
    )
      .select({ summary: activity.summary })
      .from(activity)
      .where(and(eq(activity.recordId, jo.id), eq(activity.action, 'policy.acceptance-links')));
    expect(history).toEqual([{ summary: 'Mailed a reminder with a personal acceptance link to Jo Many for 2 policies' }]);
    // The admin is a member: the two are on their My tasks, not in a letter of this kind.
    expect(lettersTo(admin.email)).toHaveLength(0);
    // Nothing is left to ask of Jo: a week on, no reminder.
    clearOutbox();
    await remindPendingAcceptances(daysOn(8));
    expect(lettersTo(jo.email)).toHaveLength(0);
  });

  it("names the approved policy first on approval, with the others still owed on the same link, and counts as the week's reminder", async () => {
    const admin = await founder('Approving', 'Approval Org');
    const kim = await employee(admin, 'Kim Owed');
    const older = await approvedPolicy(admin);
    await remindPendingAcceptances(now);
    clearOutbox();
    const newer = await approvedPolicy(admin);
    expect(await mailAcceptanceLinks(admin, newer.id, daysOn(3))).toBe(1);
    const [toKim] = lettersTo(kim.email);
    expect(toKim).toContain('Subject: Please read and accept: 2 policies');
    expect(toKim).toContain(`- ${newer.name} v1.0\n- ${older.name} v1.0\n`);
    const view = await viewAcceptanceLink(tokenIn(toKim!)!, daysOn(3));
    expect(view.state === 'ready' ? view.policies.map((policy) => policy.policyId).sort() : view.state).toEqual(
      [older.id, newer.id].sort(),
    );
    // The approval letter is the reminder of both: the next comes a week after it, not after the first.
    clearOutbox();
    await remindPendingAcceptances(daysOn(8));
    expect(lettersTo(kim.email)).toHaveLength(0);
    await remindPendingAcceptances(daysOn(10));
    expect(lettersTo(kim.email)).toHaveLength(1);
  });

  it('never reminds a person whose organization has no approved policy of theirs', async () => {
    const admin = await founder('Lonely', 'No Policy Org');
    const gus = await employee(admin, 'Gus Draft');
    await createPolicy(admin, { name: 'Draft only', description: '', framework: 'soc2', owner: 'Ana', reviewFrequency: '12' });
    await remindPendingAcceptances(daysOn(30));
    expect(lettersTo(gus.email)).toHaveLength(0);
    expect(lettersTo(admin.email)).toHaveLength(0);
  });
});
