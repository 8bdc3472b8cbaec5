/** @jest-environment node */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { evidence, notificationLog } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { notificationSettings, type NotificationSettings } from '@/lib/domain/notifications/preferences';
import { createEvidence } from '@/lib/workspace/evidence';
import type { Member } from '@/lib/workspace/member';
import { claimLetter, claimLetters, mailExpiringEvidence, preferencesOf, recipientsWanting } from '@/lib/workspace/notifications';
import { removeMember, saveNotifications } from '@/lib/workspace/organization';
import { pdfFile, upload, uploads } from '../evidence/fixtures';
import { founder, joinAs, withThrowAwayDatabase } from '../fixtures';
import { readOutboxLetter } from '../../../support/outbox-letter';

withThrowAwayDatabase('notifications');
// The outbox prints each letter: kept quiet.
jest.spyOn(console, 'log').mockImplementation(() => undefined);

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
const daysOn = (days: number) => new Date(now.getTime() + days * DAY);

const outbox = () => join(process.env.DATA_DIR!, 'outbox');
/** The letters written into the outbox, To, Subject and the text. */
const letters = () => {
  try {
    return readdirSync(outbox()).map((name) => readOutboxLetter(join(outbox(), name)));
  } catch {
    return [];
  }
};
const lettersTo = (email: string) => letters().filter((letter) => letter.startsWith(`To: ${email}\n`));
beforeEach(() => rmSync(outbox(), { recursive: true, force: true }));

const off = (preference: keyof NotificationSettings) => ({ ...notificationSettings(null), [preference]: false });

describe('preferences', () => {
  it('reads each current member of the organization with their toggles over the defaults', async () => {
    const admin = await founder('Prefs');
    const quiet = await joinAs(admin, 'member');
    const gone = await joinAs(admin, 'viewer');
    const stranger = await founder('Stranger');
    await saveNotifications(quiet, off('expiringEvidence'), 1);
    await removeMember(admin, gone.id);
    const db = await getDb();

    const read = await preferencesOf(db, admin.organizationId, [admin.id, quiet.id, gone.id, stranger.id, admin.id]);
    expect(read.map((recipient) => recipient.id).sort()).toEqual([admin.id, quiet.id].sort());
    expect(read.find((recipient) => recipient.id === admin.id)).toMatchObject({ email: admin.email, settings: notificationSettings(null) });
    expect(read.find((recipient) => recipient.id === quiet.id)!.settings.expiringEvidence).toBe(false);

    const wanting = await recipientsWanting(db, admin.organizationId, [admin.id, quiet.id, stranger.id], 'expiringEvidence');
    expect(wanting.map((recipient) => recipient.id)).toEqual([admin.id]);
    expect(await preferencesOf(db, admin.organizationId, [])).toEqual([]);
    // Another organization's member is never a recipient of this one's letters.
    expect(await preferencesOf(db, stranger.organizationId, [admin.id])).toEqual([]);
  });
});

describe('the sent-letter log', () => {
  it('lets one claim of a letter succeed, even when two are made at once', async () => {
    const admin = await founder('Claims');
    const db = await getDb();
    const letter = { organizationId: admin.organizationId, recipient: admin.id, kind: 'expiring-evidence' as const, key: 'e1:2026-12-01' };
    const claims = await Promise.all([0, 1, 2].map(() => db.transaction((tx) => claimLetter(tx, letter, { now }))));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await db.transaction((tx) => claimLetter(tx, letter, { now: daysOn(30) }))).toBe(false);
    // Another key, kind or recipient is another letter.
    expect(await db.transaction((tx) => claimLetter(tx, { ...letter, key: 'e1:2026-12-02' }))).toBe(true);
    expect(await db.transaction((tx) => claimLetter(tx, { ...letter, kind: 'failing-check' }))).toBe(true);
  });

  it('claims thousands of letters in a few statements: each key once, none again, and again once the wait has passed', async () => {
    const admin = await founder('Many');
    const db = await getDb();
    const letter = { organizationId: admin.organizationId, recipient: admin.id, kind: 'overdue-reminder' as const };
    const keys = Array.from({ length: 2_500 }, (_, index) => `task-${index}`);
    const every = 7 * DAY;
    const claim = (asked: string[], at: Date) => db.transaction((tx) => claimLetters(tx, letter, asked, { now: at, againAfterMs: every }));
    // Past one statement's thousand rows, with a key asked twice.
    const first = await claim([...keys, 'task-7'], now);
    expect(first.size).toBe(2_500);
    expect([...first].sort()).toEqual([...keys].sort());
    expect((await claim(keys, daysOn(6))).size).toBe(0);
    const fresh = await claim([...keys.slice(0, 10), 'task-new'], daysOn(6));
    expect([...fresh]).toEqual(['task-new']);
    expect((await claim(keys, daysOn(7))).size).toBe(2_500);
    expect(await db.transaction((tx) => claimLetters(tx, letter, []))).toEqual(new Set());
  });

  it('releases a claim whose transaction rolls back', async () => {
    const admin = await founder('Rollback');
    const db = await getDb();
    const letter = { organizationId: admin.organizationId, recipient: admin.id, kind: 'weekly-digest' as const, key: 'w1' };
    await expect(
      db.transaction(async (tx) => {
        expect(await claimLetter(tx, letter)).toBe(true);
        throw new Error('the letter could not be queued');
      }),
    ).rejects.toThrow('could not be queued');
    expect(await db.transaction((tx) => claimLetter(tx, letter))).toBe(true);
  });

  it('lets a letter that may be written again be claimed once the wait has passed, once', async () => {
    const admin = await founder('Again');
    const db = await getDb();
    const letter = { organizationId: admin.organizationId, recipient: admin.id, kind: 'acceptance-reminder' as const, key: 'p1' };
    const every = 7 * DAY;
    const claim = (at: Date) => db.transaction((tx) => claimLetter(tx, letter, { now: at, againAfterMs: every }));
    expect(await claim(now)).toBe(true);
    expect(await claim(daysOn(6))).toBe(false);
    expect(await Promise.all([claim(daysOn(7)), claim(daysOn(7))]).then((all) => all.filter(Boolean))).toHaveLength(1);
    expect(await claim(daysOn(13))).toBe(false);
    expect(await claim(daysOn(14))).toBe(true);
  });
});

describe('evidence expiring within 14 days', () => {
  async function item(owner: Member, expiresInDays: number | null, name = 'Pen test report') {
    const expiresOn = expiresInDays === null ? null : dayOf(daysOn(expiresInDays));
    return createEvidence(owner, { ...upload, name, expiresOn }, await uploads(pdfFile('report.pdf')));
  }

  it('writes once to the uploader per item and expiry day, when their toggle is on', async () => {
    const admin = await founder('Evidence owner', 'Evidence Org');
    const uploader = await joinAs(admin, 'member');
    const quiet = await joinAs(admin, 'member');
    await saveNotifications(quiet, off('expiringEvidence'), 1);
    const soon = await item(uploader, 10, 'Pen test report');
    await item(uploader, 15, 'Later report');
    const expired = await item(uploader, null, 'Expired report');
    await (
      await getDb()
    )
      .update(evidence)
      .set({ expiresOn: dayOf(daysOn(-1)) })
      .where(eq(evidence.id, expired.id));
    await item(uploader, null, 'Lasting report');
    await item(quiet, 3, 'Quiet report');
    await item(admin, 0, 'Due today');

    await mailExpiringEvidence(now);
    const sent = lettersTo(uploader.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Subject: Evidence expires in 10 days: Pen test report');
    expect(sent[0]).toContain(`expires on ${dayOf(daysOn(10))}`);
    expect(sent[0]).toContain(`http://localhost:3000/manage/evidence/${soon.id}`);
    expect(lettersTo(quiet.email)).toHaveLength(0);
    expect(lettersTo(admin.email)).toHaveLength(1);
    expect(lettersTo(admin.email)[0]).toContain('Subject: Evidence expires today: Due today');
    for (const name of ['Later report', 'Expired report', 'Lasting report', 'Quiet report'])
      expect(letters().join('\n')).not.toContain(name);

    // Once only, however often the sweep runs.
    rmSync(outbox(), { recursive: true, force: true });
    await mailExpiringEvidence(now);
    expect(lettersTo(uploader.email)).toHaveLength(0);
    // A day later the item expiring in 15 days enters the window; the other is not written about again.
    await mailExpiringEvidence(daysOn(1));
    expect(lettersTo(uploader.email).map((letter) => letter.split('\n')[1])).toEqual([
      'Subject: Evidence expires in 14 days: Later report',
    ]);
    rmSync(outbox(), { recursive: true, force: true });

    // Renewed to a new expiry day that again falls within 14 days: written about again.
    await (
      await getDb()
    )
      .update(evidence)
      .set({ expiresOn: dayOf(daysOn(12)) })
      .where(eq(evidence.id, soon.id));
    await mailExpiringEvidence(now);
    expect(lettersTo(uploader.email)).toHaveLength(1);
  });

  it('never writes about archived evidence, nor to a member who left', async () => {
    const admin = await founder('Leaver admin', 'Leaver Org');
    const leaver = await joinAs(admin, 'member');
    await item(leaver, 5, 'Left behind');
    const archived = await item(admin, 5, 'Archived report');
    await (await getDb()).update(evidence).set({ archivedAt: now }).where(eq(evidence.id, archived.id));
    await removeMember(admin, leaver.id);
    await mailExpiringEvidence(now);
    expect(lettersTo(leaver.email)).toHaveLength(0);
    expect(lettersTo(admin.email)).toHaveLength(0);
  });

  it('records each letter in the log under its organization', async () => {
    const admin = await founder('Logged', 'Logged Org');
    const record = await item(admin, 2, 'Logged report');
    await mailExpiringEvidence(now);
    const rows = await (
      await getDb()
    )
      .select()
      .from(notificationLog)
      .where(eq(notificationLog.key, `${record.id}:${dayOf(daysOn(2))}`));
    expect(rows).toEqual([
      expect.objectContaining({ organizationId: admin.organizationId, recipientId: admin.id, kind: 'expiring-evidence' }),
    ]);
  });
});
