import Link from 'next/link';
import type { AssistantCitation } from '@/lib/schemas/assistant';

/** The records the draft stands on, each a link to its page. */
export function ProposalCitations({ citations }: { citations: readonly AssistantCitation[] }) {
  if (citations.length === 0) return <p className="text-sm text-slate-600">This draft cites no records.</p>;
  return (
    <ul className="space-y-1 text-sm">
      {citations.map((citation) => (
        <li key={citation.ref}>
          <Link href={citation.href} className="text-indigo-700 underline-offset-2 hover:underline">
            {citation.label}
          </Link>
          {citation.detail && <span className="text-slate-600"> · {citation.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
