import Link from 'next/link';
import { assistantProposalPath } from '@/lib/domain/assistant/paths';
import type { AssistantReply } from '@/lib/schemas/assistant';

/**
 * A reply of the assistant: each sentence with links to the records it cites, a sentence that cites none marked
 * as unsupported (never shown as fact), the drafts waiting for review, and the notice.
 */
export function AssistantReplyView({ reply }: { reply: AssistantReply }) {
  return (
    <div className="space-y-3">
      {reply.sentences.length > 0 && (
        <ul className="space-y-2 text-sm text-slate-800">
          {reply.sentences.map((sentence, index) => (
            <li key={index} className={sentence.citations.length === 0 ? 'rounded bg-amber-50 px-2 py-1' : undefined}>
              <span>{sentence.text}</span>{' '}
              {sentence.citations.length > 0 ? (
                <span className="inline-flex flex-wrap gap-1 align-baseline">
                  {sentence.citations.map((citation) => (
                    <Link
                      key={citation.ref}
                      href={citation.href}
                      className="rounded bg-indigo-50 px-1.5 text-xs font-medium text-indigo-800 underline underline-offset-2 hover:bg-indigo-100"
                    >
                      {citation.label}
                      {citation.detail ? ` (${citation.detail})` : ''}
                    </Link>
                  ))}
                </span>
              ) : (
                <span className="text-xs font-semibold text-amber-900">Unsupported: no record cited</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {reply.proposals.map((proposal) => (
        <div key={proposal.id} className="rounded-md border border-indigo-200 bg-indigo-50/50 p-3 text-sm">
          <p className="font-semibold text-slate-900">{proposal.title}</p>
          {proposal.summary && <p className="mt-1 text-slate-700">{proposal.summary}</p>}
          <Link
            href={assistantProposalPath(proposal.id)}
            className="mt-2 inline-block font-semibold text-indigo-800 underline underline-offset-2"
          >
            Review the draft
          </Link>
        </div>
      ))}
      {reply.notice && <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">{reply.notice}</p>}
      {reply.mode === 'records' && reply.sentences.length === 0 && (
        <p className="text-sm text-slate-600">The records alone do not answer this question.</p>
      )}
    </div>
  );
}
