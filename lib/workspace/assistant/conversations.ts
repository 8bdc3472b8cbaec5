import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { assistantConversations, assistantMessages } from '@/lib/db/schema';
import type { AssistantReply, AssistantToolRecord, AssistantTurn } from '@/lib/schemas/assistant';
import type { AssistantConversation, AssistantConversationSummary } from '@/lib/schemas/assistant/conversations';
import { assertCan, checkedId, notFound, type Member, type Tx } from '../member';

export type { AssistantConversation, AssistantConversationSummary };

const MAX_LISTED = 50;
const TITLE_LENGTH = 80;

/** A new conversation's title: the question's first line, cut at a word. */
export function titleOf(question: string): string {
  const line = question.trim().split(/\n/)[0]!.trim();
  if (line.length <= TITLE_LENGTH) return line;
  const cut = line.slice(0, TITLE_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : TITLE_LENGTH).trimEnd()}…`;
}

/** The member's own conversation; another member's, or another organization's, is not found. */
export async function ownConversation(member: Member, id: string, tx?: Tx) {
  const [row] = await (tx ?? (await getDb()))
    .select()
    .from(assistantConversations)
    .where(
      and(
        eq(assistantConversations.id, checkedId(id, 'The conversation')),
        eq(assistantConversations.organizationId, member.organizationId),
        eq(assistantConversations.memberId, member.id),
      ),
    );
  if (!row) throw notFound('The conversation');
  return row;
}

/** Starts a conversation of the member, titled after its first question. */
export async function startConversation(member: Member, question: string): Promise<string> {
  const [row] = await (
    await getDb()
  )
    .insert(assistantConversations)
    .values({ organizationId: member.organizationId, memberId: member.id, title: titleOf(question) })
    .returning({ id: assistantConversations.id });
  return row!.id;
}

type MessageRow = typeof assistantMessages.$inferSelect;

/** The turns of a conversation's messages: each question paired with the reply that follows it. */
export function turnsOf(conversationId: string, rows: readonly MessageRow[]): AssistantTurn[] {
  const turns: AssistantTurn[] = [];
  let question: MessageRow | null = null;
  for (const row of rows) {
    if (row.role === 'user') question = row;
    else if (question && row.reply) {
      turns.push({
        conversationId,
        messageId: row.id,
        question: question.text,
        reply: row.reply,
        createdAt: question.createdAt.toISOString(),
      });
      question = null;
    }
  }
  return turns;
}

/** The messages of a conversation, oldest first. */
export async function conversationMessages(member: Member, conversationId: string, tx?: Tx): Promise<MessageRow[]> {
  return (tx ?? (await getDb()))
    .select()
    .from(assistantMessages)
    .where(and(eq(assistantMessages.organizationId, member.organizationId), eq(assistantMessages.conversationId, conversationId)))
    .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.role));
}

/** The member's own conversations, the one with the latest question first. */
export async function listConversations(member: Member): Promise<AssistantConversationSummary[]> {
  assertCan(member, 'records.view');
  const rows = await (
    await getDb()
  )
    .select({ id: assistantConversations.id, title: assistantConversations.title, updatedAt: assistantConversations.updatedAt })
    .from(assistantConversations)
    .where(and(eq(assistantConversations.organizationId, member.organizationId), eq(assistantConversations.memberId, member.id)))
    .orderBy(desc(assistantConversations.updatedAt))
    .limit(MAX_LISTED);
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

/** One of the member's own conversations with its turns. */
export async function readConversation(member: Member, id: string): Promise<AssistantConversation> {
  assertCan(member, 'records.view');
  const conversation = await ownConversation(member, id);
  return {
    id: conversation.id,
    title: conversation.title,
    turns: turnsOf(conversation.id, await conversationMessages(member, conversation.id)),
  };
}

/** Deletes one of the member's own conversations with its messages (its drafts go with it). */
export async function deleteConversation(member: Member, id: string): Promise<{ id: string }> {
  assertCan(member, 'records.view');
  const conversation = await ownConversation(member, id);
  await (await getDb()).delete(assistantConversations).where(eq(assistantConversations.id, conversation.id));
  return { id: conversation.id };
}

/**
 * Stores a turn: the question and the reply with the records the tools returned, in one transaction, and moves the
 * conversation to the top of the member's list.
 */
export async function storeTurn(
  member: Member,
  conversationId: string,
  turn: {
    question: string;
    reply: AssistantReply;
    text: string;
    toolRecords: AssistantToolRecord[];
    inputTokens: number;
    outputTokens: number;
  },
): Promise<AssistantTurn> {
  return (await getDb()).transaction(async (tx) => {
    await ownConversation(member, conversationId, tx);
    const base = { organizationId: member.organizationId, conversationId };
    const asked = new Date();
    await tx.insert(assistantMessages).values({ ...base, role: 'user', text: turn.question, createdAt: asked });
    const [reply] = await tx
      .insert(assistantMessages)
      .values({
        ...base,
        role: 'assistant',
        text: turn.text,
        reply: turn.reply,
        toolRecords: turn.toolRecords,
        inputTokens: turn.inputTokens,
        outputTokens: turn.outputTokens,
        createdAt: new Date(asked.getTime() + 1),
      })
      .returning();
    await tx.update(assistantConversations).set({ updatedAt: asked }).where(eq(assistantConversations.id, conversationId));
    return { conversationId, messageId: reply!.id, question: turn.question, reply: turn.reply, createdAt: asked.toISOString() };
  });
}
