import type { FrameworkDetail } from '@/lib/schemas/frameworks/control';
import { controlStateLabels, controlStates } from '@/lib/schemas/frameworks/control-state';
import { ProgressRing } from './progress-ring';

const box = 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

/** The framework at a glance: requirements met, its controls by state, and who owns them. */
export function DetailSidebar({
  detail,
}: {
  detail: Pick<FrameworkDetail, 'progress' | 'controlTotal' | 'stateCounts' | 'owners' | 'unowned'>;
}) {
  return (
    <aside aria-label="Framework summary" className="space-y-4">
      <section aria-labelledby="overall-progress" className={box}>
        <h2 id="overall-progress" className="mb-3 text-base font-semibold text-slate-900">
          Overall Progress
        </h2>
        <ProgressRing percent={detail.progress.percent} label="Requirements met" />
        <p className="mt-3 text-center text-sm text-slate-600">
          {detail.progress.met} of {detail.progress.total} requirements met
        </p>
      </section>
      <section aria-labelledby="controls-by-state" className={box}>
        <h2 id="controls-by-state" className="mb-3 text-base font-semibold text-slate-900">
          Controls by State
        </h2>
        <dl className="space-y-1 text-sm">
          {controlStates.map((state) => (
            <div key={state} className="flex justify-between">
              <dt className="text-slate-600">{controlStateLabels[state]}</dt>
              <dd className="font-semibold text-slate-900">{detail.stateCounts[state]}</dd>
            </div>
          ))}
          <div className="flex justify-between border-t border-slate-200 pt-1">
            <dt className="text-slate-600">All controls</dt>
            <dd className="font-semibold text-slate-900">{detail.controlTotal}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="control-owners" className={box}>
        <h2 id="control-owners" className="mb-3 text-base font-semibold text-slate-900">
          Control Owners
        </h2>
        {detail.owners.length === 0 ? (
          <p className="text-sm text-slate-600">No control has an owner yet. Edit a control to give it one.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {detail.owners.map((owner) => (
              <li key={owner.name} className="flex justify-between gap-3">
                <span className="min-w-0 break-words text-slate-900">{owner.name}</span>
                <span className="shrink-0 text-slate-600">{owner.controls === 1 ? '1 control' : `${owner.controls} controls`}</span>
              </li>
            ))}
          </ul>
        )}
        {detail.unowned > 0 && detail.owners.length > 0 && (
          <p className="mt-2 text-xs text-slate-600">
            {detail.unowned === 1 ? '1 control has' : `${detail.unowned} controls have`} no owner.
          </p>
        )}
      </section>
    </aside>
  );
}
