import type { AssistantQuestion, AssistantTurn } from '@/lib/schemas/assistant';
import type { AssistantConversation, AssistantConversationSummary } from '@/lib/schemas/assistant/conversations';
import type { FormState } from '@/lib/schemas/form-state';

/** The server actions the panel calls, handed down from the /manage layout. */
export type AssistantActions = {
  ask: (input: AssistantQuestion) => Promise<FormState<AssistantTurn>>;
  list: (input: Record<string, never>) => Promise<FormState<AssistantConversationSummary[]>>;
  read: (input: { id: string }) => Promise<FormState<AssistantConversation>>;
  remove: (input: { id: string }) => Promise<FormState<{ id: string }>>;
};

/** The message of a refused call: the form's message, else the first field's. */
export function refusalOf(state: FormState<unknown>, fallback: string): string {
  if (state.status !== 'error') return fallback;
  return state.formError ?? Object.values(state.fieldErrors).find(Boolean) ?? fallback;
}
