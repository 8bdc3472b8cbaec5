'use server';

import { z } from 'zod';
import { memberActionOnObject } from '@/lib/actions/member-action';
import { assistantQuestionSchema } from '@/lib/schemas/assistant';
import { askAssistant, deleteConversation, listConversations, readConversation } from '@/lib/workspace/assistant';

const conversationSchema = z.object({ id: z.uuid('Reload the page and try again.') });

/** A question to the assistant (any role may ask; drafts are offered only to roles that edit records). */
export const askAssistantQuestion = memberActionOnObject({
  permission: 'records.view',
  schema: assistantQuestionSchema,
  work: async (member, input) => ({ record: await askAssistant(member, input), message: 'Answered.' }),
  revalidate: () => [],
});

/** The member's own conversations, newest first. */
export const listAssistantConversations = memberActionOnObject({
  permission: 'records.view',
  schema: z.object({}),
  work: async (member) => ({ record: await listConversations(member), message: '' }),
  revalidate: () => [],
});

/** One of the member's own conversations with its turns. */
export const readAssistantConversation = memberActionOnObject({
  permission: 'records.view',
  schema: conversationSchema,
  work: async (member, { id }) => ({ record: await readConversation(member, id), message: '' }),
  revalidate: () => [],
});

/** Deletes one of the member's own conversations. */
export const deleteAssistantConversation = memberActionOnObject({
  permission: 'records.view',
  schema: conversationSchema,
  work: async (member, { id }) => ({ record: await deleteConversation(member, id), message: 'The conversation was deleted.' }),
  revalidate: () => [],
});
