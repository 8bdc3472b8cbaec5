import type { PublishedCheck } from '@/lib/checks/published';

const OUTCOMES = [
  ['pass', 'Pass'],
  ['fail', 'Fail'],
  ['unknown', 'Could not evaluate'],
] as const;

/**
 * A check's published logic: what it reads, the rule in plain words, what counts as each outcome, and the controls
 * and framework requirements it proves. The auditor package states the same words.
 */
export function CheckLogic({ check }: { check: PublishedCheck }) {
  return (
    <div className="space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm text-slate-700">{check.proves}</p>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">What it reads</dt>
          <dd className="text-slate-700">{check.logic.reads}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Rule</dt>
          <dd className="text-slate-700">{check.logic.rule}</dd>
        </div>
        {OUTCOMES.map(([key, label]) => (
          <div key={key}>
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd className="text-slate-700">{check.logic[key]}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">
        A result that could not be evaluated is never counted as a pass or a fail: a scan that did not run fails nothing, and a resource
        that was not read passes nothing.
      </p>
      <section aria-labelledby="check-controls">
        <h2 id="check-controls" className="text-base font-semibold text-slate-900">
          Controls and framework requirements it proves
        </h2>
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {check.controls.map((control) => (
            <li key={control.id}>
              <strong>{control.id}</strong> {control.name}
              {control.requirements.length > 0 && <span className="text-slate-500"> — {control.requirements.join(', ')}</span>}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
