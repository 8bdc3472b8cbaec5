import Link from 'next/link';
import { ProgressBar } from '@/components/manage/records/progress-bar';
import { buttonClasses } from '@/components/ui/button';
import { customFrameworkHref } from '@/lib/domain/custom-frameworks/rules';

export type CustomFrameworkCard = {
  id: string;
  name: string;
  description: string;
  requirementCount: number;
  progress: { met: number; total: number; percent: number } | null;
};

/** The organization's own frameworks on the Frameworks screen, each with its progress and a link to its page. */
export function CustomFrameworkCards({ frameworks }: { frameworks: readonly CustomFrameworkCard[] }) {
  if (frameworks.length === 0) return null;
  return (
    <section aria-labelledby="custom-frameworks" className="mt-8">
      <h2 id="custom-frameworks" className="mb-3 text-lg font-semibold text-slate-900">
        Your custom frameworks
      </h2>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {frameworks.map((framework) => (
          <li key={framework.id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-base font-semibold break-words text-slate-900">{framework.name}</h3>
            {framework.description && <p className="mt-2 text-sm break-words text-slate-600">{framework.description}</p>}
            <p className="mt-3 flex-1 text-sm text-slate-700">
              {framework.progress
                ? `${framework.progress.met} of ${framework.progress.total} requirements met · ${framework.progress.percent}%`
                : `${framework.requirementCount} requirements`}
            </p>
            {framework.progress && (
              <div className="mt-2">
                <ProgressBar percent={framework.progress.percent} label={`${framework.name} progress`} />
              </div>
            )}
            <Link
              href={customFrameworkHref(framework.id)}
              aria-label={`Manage: ${framework.name}`}
              className={`${buttonClasses('primary', 'px-3 py-1.5 text-xs')} mt-4 self-start`}
            >
              Manage
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
