import type { Metadata } from 'next';
import { VulnerabilitiesScreen } from '@/components/manage/vulnerabilities/vulnerabilities-screen';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { readListQuery, type UrlQuery } from '@/lib/domain/list-query';
import { can } from '@/lib/domain/permissions';
import { pastDeadlineFigure } from '@/lib/domain/vulnerabilities/display';
import { listMembers } from '@/lib/workspace/organization';
import { assetOwners, listVulnerabilitySources, openFindings, pageOfFindings, readDeadlines } from '@/lib/workspace/vulnerabilities';
import { approveExceptionAction, requestExceptionAction, setAssetOwnerAction, setDeadlinesAction } from './actions';

export const metadata: Metadata = { title: 'Vulnerabilities' };

type Props = { searchParams: Promise<UrlQuery> };

/** The findings a page at a time, open or fixed as the URL asks; the stat cards count every open finding. */
export default async function VulnerabilitiesPage({ searchParams }: Props) {
  const member = await requireMember();
  const query = readListQuery(await searchParams, { show: ['fixed'] });
  const which = query.filters.show === 'fixed' ? 'fixed' : 'open';
  // Deadlines are judged against the day of the request, never the day of the build.
  const today = dayOf(new Date());
  const canEdit = can(member.role, 'records.edit');
  const [findings, open, sources, deadlines, team, owners] = await Promise.all([
    pageOfFindings(member, today, which, query.page),
    openFindings(member, today),
    listVulnerabilitySources(member),
    readDeadlines(member),
    canEdit ? listMembers(member) : [],
    canEdit ? assetOwners(member) : new Map<string, string>(),
  ]);
  const figure = pastDeadlineFigure(open.open);
  return (
    <>
      <PageHeader
        title="Vulnerabilities"
        description="Findings of scanners and providers, each with its deadline by severity (SOC 2 CC7.1, ISO 27001 A.8.8, PCI DSS 6.3.3 and 11.3)."
      />
      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Open" value={figure.open} />
        <StatCard label="Past deadline" value={figure.overdue} />
        <StatCard label="Excepted" value={open.open.filter((finding) => finding.state === 'excepted').length} />
        <StatCard label="Critical open" value={open.open.filter((finding) => finding.severity === 'critical').length} />
      </div>
      <VulnerabilitiesScreen
        findings={findings.rows}
        page={{ total: findings.total, page: findings.page, pageCount: findings.pageCount }}
        which={which}
        sources={sources}
        deadlines={deadlines}
        today={today}
        currentMemberId={member.id}
        members={team.map((mate) => ({ value: mate.id, label: mate.name }))}
        owners={Object.fromEntries(owners)}
        actions={
          canEdit
            ? {
                requestException: requestExceptionAction,
                approveException: can(member.role, 'risks.accept') ? approveExceptionAction : undefined,
                setDeadlines: can(member.role, 'organization.manage') ? setDeadlinesAction : undefined,
                setAssetOwner: setAssetOwnerAction,
              }
            : undefined
        }
      />
    </>
  );
}
