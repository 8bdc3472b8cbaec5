import type { ItemComment } from '@/lib/schemas/audit-requests/evidence-reviews';
import type { RequestComment } from '@/lib/schemas/audit-requests/records';

const kindWords: Record<RequestComment['kind'], string> = {
  comment: 'commented',
  submitted: 'submitted the request',
  accepted: 'accepted the request',
  returned: 'returned the request',
};

const itemKindWords: Record<ItemComment['kind'], string> = {
  comment: 'commented',
  flagged: 'flagged the item',
  accepted: 'accepted the item',
};

type Entry = { id: string; authorName: string; words: string; body: string; createdAt: Date };

/** A thread's entries, oldest first, each with its author, what they did, when, and their words. */
function ThreadEntries({ entries, label, empty }: { entries: readonly Entry[]; label: string; empty: string }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ol className="space-y-3" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className="rounded border border-slate-200 p-3 text-sm">
          <p className="text-slate-600">
            <span className="font-medium text-slate-900">{entry.authorName}</span> {entry.words} ·{' '}
            <time dateTime={entry.createdAt.toISOString()}>{entry.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC</time>
          </p>
          {entry.body ? <p className="mt-1 whitespace-pre-wrap text-slate-900">{entry.body}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** The request's thread, oldest first: comments and each decision with its comment. */
export function RequestThread({ thread }: { thread: readonly RequestComment[] }) {
  return (
    <ThreadEntries entries={thread.map((entry) => ({ ...entry, words: kindWords[entry.kind] }))} label="Thread" empty="No comments yet." />
  );
}

/** One evidence item's thread, oldest first: the auditor's flag or acceptance and each comment of either side. */
export function ItemThread({ name, thread }: { name: string; thread: readonly ItemComment[] }) {
  return (
    <ThreadEntries
      entries={thread.map((entry) => ({ ...entry, words: itemKindWords[entry.kind] }))}
      label={`Discussion of ${name}`}
      empty="No comments on this item yet."
    />
  );
}
