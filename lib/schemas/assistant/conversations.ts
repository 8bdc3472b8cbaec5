import type { AssistantTurn } from './reply';

/** A conversation as the panel lists it. */
export type AssistantConversationSummary = { id: string; title: string; updatedAt: string };

/** A conversation with its turns, oldest first. */
export type AssistantConversation = { id: string; title: string; turns: AssistantTurn[] };
