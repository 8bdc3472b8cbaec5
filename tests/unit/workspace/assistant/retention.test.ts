/** @jest-environment node */
import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { assistantConversations, assistantMessages, assistantProposals, assistantSettings } from '@/lib/db/schema';
import { deleteAssistantHistoryPastRetention } from '@/lib/workspace/assistant';
import type { Member } from '@/lib/workspace/member';
import { removeMember } from '@/lib/workspace/organization';
import { founder, joinAs, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('assistant-retention');

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * DAY);

/** A conversation of the member last continued `days` ago, with one question, and a draft proposed in none. */
async function conversation(member: Member, days: number, now: Date) {
  const db = await getDb();
  const at = daysAgo(days, now);
  const [row] = await db
    .insert(assistantConversations)
    .values({ organizationId: member.organizationId, memberId: member.id, title: `Asked ${days} days ago`, createdAt: at, updatedAt: at })
    .returning({ id: assistantConversations.id });
  await db
    .insert(assistantMessages)
    .values({ organizationId: member.organizationId, conversationId: row!.id, role: 'user', text: 'What blocks SOC 2?', createdAt: at });
  return row!.id;
}

async function proposal(member: Member, days: number, now: Date, status: 'proposed' | 'confirmed' = 'proposed') {
  const db = await getDb();
  const [row] = await db
    .insert(assistantProposals)
    .values({
      organizationId: member.organizationId,
      memberId: member.id,
      kind: 'owner',
      title: 'Owner of AC-01',
      payload: { kind: 'owner', frameworkId: 'soc2', controlId: 'AC-01', memberId: member.id },
      status,
      createdAt: daysAgo(days, now),
    })
    .returning({ id: assistantProposals.id });
  return row!.id;
}

async function remaining(table: typeof assistantConversations | typeof assistantProposals, ids: string[]) {
  const db = await getDb();
  return (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id).sort();
}

describe('assistant retention', () => {
  it("deletes each organization's conversations and waiting drafts older than its retention, and keeps the rest", async () => {
    const now = new Date();
    const short = await founder('Short Retention');
    const other = await founder('Default Retention');
    await (await getDb()).insert(assistantSettings).values({ organizationId: short.organizationId, retentionDays: 7 });
    const shortOld = await conversation(short, 8, now);
    const shortRecent = await conversation(short, 6, now);
    const otherOld = await conversation(other, 8, now);
    const otherPast = await conversation(other, 91, now);
    const waitingOld = await proposal(short, 8, now);
    const confirmedOld = await proposal(short, 8, now, 'confirmed');
    const waitingRecent = await proposal(short, 2, now);
    const otherWaiting = await proposal(other, 30, now);

    const run = await deleteAssistantHistoryPastRetention(now);

    expect(await remaining(assistantConversations, [shortOld, shortRecent, otherOld, otherPast])).toEqual([shortRecent, otherOld].sort());
    expect(await remaining(assistantProposals, [waitingOld, confirmedOld, waitingRecent, otherWaiting])).toEqual(
      [confirmedOld, waitingRecent, otherWaiting].sort(),
    );
    const messages = await (
      await getDb()
    )
      .select({ id: assistantMessages.id })
      .from(assistantMessages)
      .where(inArray(assistantMessages.conversationId, [shortOld, otherPast]));
    expect(messages).toEqual([]);
    expect(run).toEqual({ conversations: 2, proposals: 1 });
  });
});

describe('a member removed', () => {
  it('loses their conversations and waiting drafts with the removal, and nobody else does', async () => {
    const now = new Date();
    const admin = await founder('Remover');
    const leaving = await joinAs(admin, 'member');
    const staying = await joinAs(admin, 'member');
    const gone = [await conversation(leaving, 1, now)];
    const kept = [await conversation(staying, 1, now), await conversation(admin, 1, now)];
    const goneDraft = await proposal(leaving, 1, now);
    const keptDrafts = [await proposal(leaving, 1, now, 'confirmed'), await proposal(staying, 1, now)];

    await removeMember(admin, leaving.id);

    expect(await remaining(assistantConversations, [...gone, ...kept])).toEqual(kept.sort());
    expect(await remaining(assistantProposals, [goneDraft, ...keptDrafts])).toEqual(keptDrafts.sort());
    const left = await (await getDb()).select().from(assistantConversations).where(eq(assistantConversations.memberId, leaving.id));
    expect(left).toEqual([]);
  });
});
