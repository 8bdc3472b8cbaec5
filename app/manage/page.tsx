import type { Metadata } from 'next';
import Link from 'next/link';
import { ExpiringEvidenceList } from '@/components/manage/dashboard/expiring-evidence';
import { FailingControlsList } from '@/components/manage/dashboard/failing-controls';
import { FrameworkStatusList } from '@/components/manage/dashboard/framework-status-list';
import { GettingStarted } from '@/components/manage/dashboard/getting-started';
import { MyTasksCard } from '@/components/manage/dashboard/my-tasks-card';
import { RiskVendorCard } from '@/components/manage/dashboard/risk-vendor-card';
import { VulnerabilityCard } from '@/components/manage/dashboard/vulnerability-card';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { libraryControls } from '@/lib/catalog/controls';
import { quickActions } from '@/lib/catalog/dashboard';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import {
  complianceSummary,
  daysToNextAudit,
  frameworkStatusRows,
  gettingStartedSteps,
  questionnaireNote,
  showGettingStarted,
} from '@/lib/domain/dashboard';
import { can } from '@/lib/domain/permissions';
import { seriousRisks } from '@/lib/domain/risks/rules';
import { timeAgo } from '@/lib/domain/relative-time';
import { recentActivity } from '@/lib/workspace/activity';
import { readCheckStandings } from '@/lib/workspace/checks';
import { dashboardRecords } from '@/lib/workspace/dashboard';
import { listExpiringEvidence } from '@/lib/workspace/evidence';
import { riskHeatMaps } from '@/lib/workspace/risks';
import { taskCount } from '@/lib/workspace/tasks';
import { vendorStats } from '@/lib/workspace/vendors';
import { openFindings } from '@/lib/workspace/vulnerabilities';
import { pastDeadlineFigure } from '@/lib/domain/vulnerabilities/display';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  const member = await requireMember();
  const now = new Date();
  const today = dayOf(now);
  const [records, latest, expiring, { failing }, tasks, heatMaps, vendors, vulnerabilities] = await Promise.all([
    dashboardRecords(member, today),
    recentActivity(member, 5),
    listExpiringEvidence(member, today),
    readCheckStandings(member, today),
    taskCount(member, today),
    riskHeatMaps(member),
    vendorStats(member, today),
    openFindings(member, today),
  ]);
  const failingControls = libraryControls
    .filter((control) => failing.has(control.id))
    .map((control) => ({ id: control.id, name: control.name, checks: failing.get(control.id)! }));
  const canEdit = can(member.role, 'records.edit');
  const { activeFrameworks, complianceScore } = complianceSummary(records.frameworks);
  const daysToAudit = daysToNextAudit(records.nextAuditOn, today);
  const steps = gettingStartedSteps({
    frameworks: records.frameworks.length > 0,
    evidence: records.hasEvidence,
    policy: records.hasPolicy,
  });
  const actions = quickActions.filter((action) => canEdit || !action.edits);
  return (
    <>
      <PageHeader title="Dashboard" description="Your compliance posture at a glance." />
      {showGettingStarted(steps) && (
        <GettingStarted steps={steps} note={questionnaireNote(records.questionnaireFrameworkIds)} canEdit={canEdit} />
      )}
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Active Frameworks" value={activeFrameworks} hint={activeFrameworks === 0 ? 'None active yet' : undefined} />
        <StatCard
          label="Compliance Score"
          value={complianceScore === null ? '—' : `${complianceScore}%`}
          hint={complianceScore === null ? 'Shown once you follow a framework the library measures' : 'Mean progress of your frameworks'}
        />
        <StatCard label="Open Issues" value={records.openIssues} />
        <StatCard label="Days to Next Audit" value={daysToAudit ?? '—'} hint={daysToAudit === null ? 'No audit scheduled' : undefined} />
      </div>
      <MyTasksCard count={tasks} />
      {vulnerabilities.reported && <VulnerabilityCard {...pastDeadlineFigure(vulnerabilities.open)} />}
      <RiskVendorCard
        figures={{
          risks: heatMaps.total,
          seriousRisks: seriousRisks(heatMaps.residual),
          vendors: vendors.total,
          reviewsOverdue: vendors.reviewsOverdue,
        }}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <FrameworkStatusList
            rows={frameworkStatusRows(frameworkDirectory, records.frameworks)}
            canEdit={can(member.role, 'frameworks.manage')}
          />
        </div>
        <section aria-labelledby="quick-actions" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="quick-actions" className="mb-4 text-lg font-semibold text-slate-900">
            Quick Actions
          </h2>
          <ul className="space-y-2">
            {actions.map((action) => (
              <li key={action.label}>
                <Link
                  href={action.href}
                  className="block rounded-md border border-slate-200 px-4 py-3 hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <span className="block text-sm font-semibold text-slate-900">{action.label}</span>
                  <span className="block text-xs text-slate-600">{action.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <FailingControlsList controls={failingControls} />
      <ExpiringEvidenceList items={expiring.items} total={expiring.total} />
      <section aria-labelledby="recent-activity" className="mt-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="recent-activity" className="mb-4 text-lg font-semibold text-slate-900">
          Recent Activity
        </h2>
        {latest.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing has happened yet. Changes made by your team appear here.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {latest.map((item) => (
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
