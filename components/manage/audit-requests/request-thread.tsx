import type { RequestComment } from '@/lib/schemas/audit-requests/records';

const kindWords: Record<RequestComment['kind'], string> = {
  comment: 'commented',
  submitted: 'submitted the request',
  accepted: 'accepted the request',
  returned: 'returned the request',
};

/** The request's thread, oldest first: comments and each decision with its comment. */
export function RequestThread({ thread }: { thread: readonly RequestComment[] }) {
  if (thread.length === 0) return <p className="text-sm text-slate-600">No comments yet.</p>;
  return (
    <ol className="space-y-3" aria-label="Thread">
      {thread.map((entry) => (
        <li key={entry.id} className="rounded border border-slate-200 p-3 text-sm">
          <p className="text-slate-600">
            <span className="font-medium text-slate-900">{entry.authorName}</span> {kindWords[entry.kind]} ·{' '}
            <time dateTime={entry.createdAt.toISOString()}>{entry.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC</time>
          </p>
          {entry.body ? <p className="mt-1 whitespace-pre-wrap text-slate-900">{entry.body}</p> : null}
        </li>
      ))}
    </ol>
  );
}
