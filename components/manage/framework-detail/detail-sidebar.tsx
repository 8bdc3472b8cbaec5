import { controlProgress } from '@/lib/domain/controls';
import type { ControlGroup } from '@/lib/schemas/control';
import { soc2ActionItems, soc2Activity } from '@/lib/catalog/soc2-detail';
import { ProgressRing } from './progress-ring';

const box = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

/** Progress ring with control counts, action items and recent activity. */
export function DetailSidebar({ groups }: { groups: readonly ControlGroup[] }) {
  const progress = controlProgress(groups);
  return (
    <aside aria-label="Framework summary" className="space-y-4">
      <section aria-labelledby="overall-progress" className={box}>
        <h2 id="overall-progress" className="mb-3 text-base font-semibold text-slate-900">Overall Progress</h2>
        <ProgressRing percent={progress.percent} label="Controls compliant" />
        <dl className="mt-4 space-y-1 text-sm">
          <div className="flex justify-between"><dt className="text-slate-600">Compliant</dt><dd className="font-semibold text-slate-900">{progress.compliant}</dd></div>
          <div className="flex justify-between"><dt className="text-slate-600">In progress</dt><dd className="font-semibold text-slate-900">{progress.inProgress}</dd></div>
          <div className="flex justify-between"><dt className="text-slate-600">Not started</dt><dd className="font-semibold text-slate-900">{progress.notStarted}</dd></div>
        </dl>
      </section>
      <section aria-labelledby="action-items" className={box}>
        <h2 id="action-items" className="mb-3 text-base font-semibold text-slate-900">Action Items</h2>
        <ul className="space-y-3">
          {soc2ActionItems.map((item) => (
            <li key={item.title} className="text-sm">
              <p className="font-medium text-slate-900">{item.title}</p>
              <p className="text-xs text-slate-600">{item.priority} priority · {item.due}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="detail-activity" className={box}>
        <h2 id="detail-activity" className="mb-3 text-base font-semibold text-slate-900">Recent Activity</h2>
        <ul className="space-y-3">
          {soc2Activity.map((item) => (
            <li key={item.text} className="text-sm">
              <p className="text-slate-900">{item.text}</p>
              <p className="text-xs text-slate-600">{item.when}</p>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
