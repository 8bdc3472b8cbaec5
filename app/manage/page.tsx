import type { Metadata } from 'next';
import Link from 'next/link';
import { FrameworkStatusList } from '@/components/manage/dashboard/framework-status-list';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { requireMember } from '@/lib/dal';
import { frameworkStats } from '@/lib/domain/frameworks';
import { timeAgo } from '@/lib/domain/relative-time';
import { dashboardStats, quickActions } from '@/lib/sample-data/dashboard';
import { frameworks } from '@/lib/sample-data/frameworks';
import { listActivity } from '@/lib/workspace/activity';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  const member = await requireMember();
  const { entries: recentActivity } = await listActivity(member, 1, 5);
  const now = new Date();
  const activeFrameworks = frameworkStats(frameworks).active;
  return (
    <>
      <PageHeader title="Dashboard" description="Your compliance posture at a glance." />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Active Frameworks" value={activeFrameworks} />
        <StatCard label="Compliance Score" value={`${dashboardStats.complianceScore}%`} />
        <StatCard label="Open Issues" value={dashboardStats.openIssues} />
        <StatCard label="Days to Next Audit" value={dashboardStats.daysToNextAudit} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <FrameworkStatusList />
        </div>
        <section aria-labelledby="quick-actions" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="quick-actions" className="mb-4 text-lg font-semibold text-slate-900">Quick Actions</h2>
          <ul className="space-y-2">
            {quickActions.map((action) => (
              <li key={action.label}>
                <Link href={action.href} className="block rounded-md border border-slate-200 px-4 py-3 hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600">
                  <span className="block text-sm font-semibold text-slate-900">{action.label}</span>
                  <span className="block text-xs text-slate-600">{action.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="recent-activity" className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="recent-activity" className="mb-4 text-lg font-semibold text-slate-900">Recent Activity</h2>
        {recentActivity.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing has happened yet. Changes made by your team appear here.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {recentActivity.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                <span className="text-sm text-slate-900">{item.summary}</span>
                <span className="text-xs text-slate-600">
                  {item.actorName} · {timeAgo(item.at, now)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link href="/manage/settings?path=organization" className="mt-3 inline-block text-sm font-semibold text-indigo-700 hover:underline">
          View all activity
        </Link>
      </section>
    </>
  );
}
