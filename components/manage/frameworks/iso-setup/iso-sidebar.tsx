import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { isoResources } from '@/lib/catalog/iso-setup';
import type { IsoNextAction, IsoTimelineItem } from '@/lib/schemas/frameworks/iso-setup';

const box = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';
const marker = { completed: 'bg-emerald-700', current: 'bg-indigo-700', scheduled: 'bg-slate-400' };
const markerText = { completed: 'Completed', current: 'Current', scheduled: 'Scheduled' };

/** Next Actions (the next open steps), Helpful Resources and the Implementation Timeline (the phases). */
export function IsoSidebar({ nextActions, timeline }: { nextActions: readonly IsoNextAction[]; timeline: readonly IsoTimelineItem[] }) {
  return (
    <aside aria-label="Setup guidance" className="space-y-4">
      <section aria-labelledby="next-actions" className={box}>
        <h2 id="next-actions" className="mb-3 text-base font-semibold text-slate-900">
          Next Actions
        </h2>
        {nextActions.length === 0 && <p className="text-sm text-slate-600">Every setup step is done.</p>}
        <ul className="space-y-3">
          {nextActions.map((action) => (
            <li key={action.stepId} className="text-sm">
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium text-slate-900">{action.title}</p>
                <Badge tone={action.priority === 'high' ? 'danger' : 'warning'}>{action.priority === 'high' ? 'High' : 'Medium'}</Badge>
              </div>
              <p className="text-xs text-slate-600">
                {action.due} · {action.assignee}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="resources" className={box}>
        <h2 id="resources" className="mb-3 text-base font-semibold text-slate-900">
          Helpful Resources
        </h2>
        <ul className="space-y-2">
          {isoResources.map((resource) => (
            <li key={resource.title}>
              <Link href={resource.href} className="text-sm font-medium text-indigo-700 hover:underline">
                {resource.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="timeline" className={box}>
        <h2 id="timeline" className="mb-3 text-base font-semibold text-slate-900">
          Implementation Timeline
        </h2>
        <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
          {timeline.map((item) => (
            <li key={item.title} className="relative text-sm">
              <span aria-hidden="true" className={`absolute -left-[1.4rem] top-1 h-3 w-3 rounded-full ${marker[item.state]}`} />
              <p className="font-medium text-slate-900">{item.title}</p>
              <p className="text-xs text-slate-600">
                {item.when} · {markerText[item.state]}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
