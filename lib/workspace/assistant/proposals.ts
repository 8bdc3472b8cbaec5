import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { assistantProposalPath } from '@/lib/domain/assistant/paths';
import { assistantProposals } from '@/lib/db/schema';
import type { AssistantCitation, AssistantProposalPayload, AssistantProposalView } from '@/lib/schemas/assistant';
import { assertCan, checkedId, notFound, type Member } from '../member';

type ProposalRow = typeof assistantProposals.$inferSelect;

/** A draft to propose: what it is, the line saying what confirming it does, and the records it stands on. */
export type DraftToPropose = {
  title: string;
  summary: string;
  preview: string;
  citations: AssistantCitation[];
  payload: AssistantProposalPayload;
  conversationId?: string | null;
};

/** The page where a proposal is read, then confirmed or dismissed (the same path the panel links to). */
export const proposalPath = assistantProposalPath;

export function proposalView(row: ProposalRow): AssistantProposalView {
  const { summary = '', preview = '', citations = [] } = (row.payload as { display?: Partial<AssistantProposalView> }).display ?? {};
  return { id: row.id, kind: row.kind, title: row.title, summary, preview, citations, status: row.status };
}

/**
 * Stores a draft the assistant wrote for the member. Nothing else changes: the draft waits for the member's click
 * on its page, which runs the ordinary write with its role check and activity row. Only a role that may edit
 * records is offered drafts, and a viewer's request for one is refused here too.
 */
export async function proposeDraft(member: Member, draft: DraftToPropose): Promise<AssistantProposalView> {
  assertCan(member, 'records.edit');
  const display = { summary: draft.summary, preview: draft.preview, citations: draft.citations };
  const [row] = await (
    await getDb()
  )
    .insert(assistantProposals)
    .values({
      organizationId: member.organizationId,
      memberId: member.id,
      conversationId: draft.conversationId ?? null,
      kind: draft.payload.kind,
      title: draft.title,
      payload: { ...draft.payload, display } as AssistantProposalPayload,
    })
    .returning();
  return proposalView(row!);
}

/** The member's own proposal (another member's, or another organization's, is not found). */
export async function proposalOf(member: Member, id: string): Promise<ProposalRow> {
  assertCan(member, 'records.view');
  const [row] = await (
    await getDb()
  )
    .select()
    .from(assistantProposals)
    .where(
      and(
        eq(assistantProposals.id, checkedId(id, 'The draft')),
        eq(assistantProposals.organizationId, member.organizationId),
        eq(assistantProposals.memberId, member.id),
      ),
    );
  if (!row) throw notFound('The draft');
  return row;
}
