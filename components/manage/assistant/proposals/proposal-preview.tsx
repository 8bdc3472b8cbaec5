import { PolicyBody } from '@/components/manage/policies/policy-body';
import type { AssistantProposalView, ProposalWrite } from '@/lib/schemas/assistant';
import { ReportReading } from './report-reading';

/** The draft itself: a policy's Markdown as its page renders it, a report's reading, or the drafted text. */
export function ProposalPreview({ write, view }: { write: ProposalWrite; view: AssistantProposalView }) {
  if (write.kind === 'policy-draft') return <PolicyBody markdown={write.content} />;
  if (write.kind === 'vendor-review') return <ReportReading reading={write.reading} />;
  if (write.kind === 'corrective-action') {
    return (
      <dl className="space-y-2 text-sm">
        {write.cause && (
          <div>
            <dt className="font-semibold text-slate-900">Cause</dt>
            <dd className="whitespace-pre-wrap">{write.cause}</dd>
          </div>
        )}
        <div>
          <dt className="font-semibold text-slate-900">Corrective action</dt>
          <dd className="whitespace-pre-wrap">{write.correctiveAction}</dd>
        </div>
      </dl>
    );
  }
  return <p className="whitespace-pre-wrap text-sm text-slate-800">{write.kind === 'answer' ? write.answer : view.preview}</p>;
}
