'use client';

import type { AssistantConversationSummary } from '@/lib/schemas/assistant/conversations';

/** The member's earlier conversations: open one, or delete it. */
export function ConversationList({
  conversations,
  onOpen,
  onDelete,
  busy,
}: {
  conversations: AssistantConversationSummary[];
  onOpen: (id: string) => void;
  onDelete: (conversation: AssistantConversationSummary) => void;
  busy: boolean;
}) {
  if (conversations.length === 0) return <p className="text-sm text-slate-600">No earlier conversations.</p>;
  return (
    <ul aria-label="Earlier conversations" className="divide-y divide-slate-100 rounded-md border border-slate-200">
      {conversations.map((conversation) => (
        <li key={conversation.id} className="flex items-center gap-2 px-3 py-2 text-sm">
          <button
            type="button"
            disabled={busy}
            onClick={() => onOpen(conversation.id)}
            className="min-w-0 flex-1 truncate text-left text-indigo-800 underline-offset-2 hover:underline"
          >
            {conversation.title}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => onDelete(conversation)}
            aria-label={`Delete the conversation "${conversation.title}"`}
            className="rounded px-2 py-1 text-xs font-semibold text-red-800 hover:bg-red-50"
          >
            Delete
          </button>
        </li>
      ))}
    </ul>
  );
}
