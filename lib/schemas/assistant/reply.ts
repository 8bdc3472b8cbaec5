import { z } from 'zod';
import type { AssistantProposalView } from './proposals';
import { assistantRecordKinds, type AssistantCitation } from './records';

/** A sentence of a reply and the records it stands on; a sentence with none is shown as unsupported. */
export type AssistantSentence = { text: string; citations: AssistantCitation[] };

/**
 * A reply as the panel shows it. `mode` says whether a model wrote it or the records answered alone (no model
 * configured or the organization has not turned it on); `notice` says what the member should know (how to enable
 * drafting, a budget reached).
 */
export type AssistantReply = {
  mode: 'model' | 'records';
  sentences: AssistantSentence[];
  /** True when every sentence cites a record the tools returned in this conversation. */
  supported: boolean;
  proposals: AssistantProposalView[];
  notice: string | null;
};

/** One exchange of a conversation, as stored and shown. */
export type AssistantTurn = {
  conversationId: string;
  messageId: string;
  question: string;
  reply: AssistantReply;
  createdAt: string;
};

/** The record on screen when the question was asked, so "this control" means it. */
export const assistantPageSchema = z.object({
  path: z
    .string()
    .max(500)
    .regex(/^\/manage(\/|$|\?)/, 'The page must be a /manage page.'),
  kind: z.enum(assistantRecordKinds).optional(),
  id: z.string().max(200).optional(),
});
export type AssistantPage = z.infer<typeof assistantPageSchema>;

export const assistantQuestionSchema = z.object({
  conversationId: z.uuid().optional(),
  question: z.string().trim().min(1, 'Type a question.').max(2000, 'A question is at most 2,000 characters.'),
  page: assistantPageSchema.optional(),
});
export type AssistantQuestion = z.infer<typeof assistantQuestionSchema>;
