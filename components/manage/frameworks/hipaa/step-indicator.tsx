import { hipaaSteps, stepState } from '@/lib/domain/frameworks/hipaa-wizard';

const circle = { completed: 'bg-emerald-700 text-white', active: 'bg-indigo-700 text-white', upcoming: 'bg-slate-200 text-slate-700' };
const stateText = { completed: 'completed', active: 'current step', upcoming: 'not started' };

/** The four step markers: earlier steps completed, the current one active. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <ol aria-label="Activation steps" className="mb-6 grid grid-cols-4 gap-2">
      {hipaaSteps.map((label, index) => {
        const state = stepState(index + 1, current);
        return (
          <li
            key={label}
            data-state={state}
            aria-current={state === 'active' ? 'step' : undefined}
            className="flex flex-col items-center gap-1 text-center"
          >
            <span
              aria-hidden="true"
              className={`flex h-9 w-9 items-center justify-center rounded-full text-sm font-semibold ${circle[state]}`}
            >
              {state === 'completed' ? '✓' : index + 1}
            </span>
            <span className={`text-xs sm:text-sm ${state === 'upcoming' ? 'text-slate-600' : 'font-semibold text-slate-900'}`}>
              {label}
            </span>
            <span className="sr-only">{`Step ${index + 1}, ${stateText[state]}`}</span>
          </li>
        );
      })}
    </ol>
  );
}
