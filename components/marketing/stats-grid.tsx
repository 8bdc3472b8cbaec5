import type { Stat } from '@/lib/marketing/content/claims';

/** Headline figures as a definition list: value large, label below. */
export function StatsGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
          <dt className="mt-2 text-sm font-medium text-slate-600">{stat.label}</dt>
          <dd className="text-4xl font-bold tracking-tight text-indigo-700">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
