'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { pageOfLocation, suggestedQuestions } from '@/lib/domain/assistant/page-context';
import type { AssistantTurn } from '@/lib/schemas/assistant';
import type { AssistantConversationSummary } from '@/lib/schemas/assistant/conversations';
import { AssistantReplyView } from './assistant-reply';
import { ConversationList } from './conversation-list';
import { refusalOf, type AssistantActions } from './types';

const FAULT = 'The assistant could not answer just now. Try again in a moment.';

/**
 * The assistant's side panel: the conversation, the question box with questions suggested for the page on screen,
 * and the member's earlier conversations. Each question carries the page (and its record) so "this control" means it.
 */
export function AssistantPanel({ actions, open, onClose }: { actions: AssistantActions; open: boolean; onClose: () => void }) {
  const headingId = useId();
  const pathname = usePathname();
  const questionRef = useRef<HTMLTextAreaElement>(null);
  const [question, setQuestion] = useState('');
  const [conversationId, setConversationId] = useState<string | undefined>(undefined);
  const [turns, setTurns] = useState<AssistantTurn[]>([]);
  const [history, setHistory] = useState<AssistantConversationSummary[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) questionRef.current?.focus();
  }, [open]);

  const page = () => pageOfLocation(pathname, typeof window === 'undefined' ? '' : window.location.search);

  async function run<T>(call: () => Promise<T>): Promise<T | null> {
    setBusy(true);
    setError(null);
    try {
      return await call();
    } catch {
      setError(FAULT);
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function ask(text: string) {
    const state = await run(() => actions.ask({ conversationId, question: text, page: page() }));
    if (!state) return;
    if (state.status !== 'success') return setError(refusalOf(state, FAULT));
    setTurns((current) => [...current, state.record]);
    setConversationId(state.record.conversationId);
    setQuestion('');
    setHistory(null);
  }

  async function showHistory() {
    const state = await run(() => actions.list({}));
    if (!state) return;
    if (state.status !== 'success') return setError(refusalOf(state, FAULT));
    setHistory(state.record);
  }

  async function openConversation(id: string) {
    const state = await run(() => actions.read({ id }));
    if (!state) return;
    if (state.status !== 'success') return setError(refusalOf(state, FAULT));
    setConversationId(state.record.id);
    setTurns(state.record.turns);
    setHistory(null);
  }

  async function remove(conversation: AssistantConversationSummary) {
    const state = await run(() => actions.remove({ id: conversation.id }));
    if (!state) return;
    if (state.status !== 'success') return setError(refusalOf(state, FAULT));
    setHistory((current) => current?.filter((each) => each.id !== conversation.id) ?? null);
    if (conversationId === conversation.id) {
      setConversationId(undefined);
      setTurns([]);
    }
  }

  function startNew() {
    setConversationId(undefined);
    setTurns([]);
    setHistory(null);
    setError(null);
    questionRef.current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy) void ask(question);
  }

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      hidden={!open}
      className="fixed inset-y-0 right-0 z-40 flex w-full max-w-md flex-col border-l border-slate-200 bg-white shadow-xl"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} className="flex-1 text-base font-semibold text-slate-900">
          Assistant
        </h2>
        <Button variant="ghost" className="px-2 py-1" onClick={startNew} disabled={busy}>
          New
        </Button>
        <Button variant="ghost" className="px-2 py-1" onClick={() => void showHistory()} disabled={busy}>
          Conversations
        </Button>
        <Button variant="ghost" className="px-2 py-1" onClick={onClose} aria-label="Close the assistant">
          ✕
        </Button>
      </div>
      <div className="flex-1 space-y-4 overflow-y-auto px-4 py-4" aria-busy={busy}>
        {history && (
          <ConversationList
            conversations={history}
            onOpen={(id) => void openConversation(id)}
            onDelete={(each) => void remove(each)}
            busy={busy}
          />
        )}
        {turns.length === 0 && !history && (
          <div>
            <p className="text-sm text-slate-700">Ask about your controls, policies, evidence, risks, vendors or findings. Try:</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {suggestedQuestions(page()).map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void ask(suggestion)}
                    className="rounded-full border border-indigo-200 bg-indigo-50 px-3 py-1 text-xs font-medium text-indigo-900 hover:bg-indigo-100"
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {!history && (
          <ol aria-label="Conversation" className="space-y-4">
            {turns.map((turn) => (
              <li key={turn.messageId} className="space-y-2">
                <p className="ml-8 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-900">{turn.question}</p>
                <AssistantReplyView reply={turn.reply} />
              </li>
            ))}
          </ol>
        )}
        {busy && (
          <p className="text-sm text-slate-600" role="status">
            Working…
          </p>
        )}
        {error && (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            {error}
          </div>
        )}
      </div>
      <form onSubmit={submit} className="space-y-2 border-t border-slate-200 px-4 py-3">
        <label htmlFor={`${headingId}-question`} className="block text-sm font-medium text-slate-900">
          Your question
        </label>
        <textarea
          id={`${headingId}-question`}
          ref={questionRef}
          value={question}
          maxLength={2000}
          rows={3}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
        />
        <Button type="submit" disabled={busy}>
          Ask
        </Button>
      </form>
    </section>
  );
}
