import 'server-only';
import { issueFiltersFrom } from '@/lib/domain/ccpa-issues/rules';
import { actionPlanIssueFilters, type FrameworkGaps } from '@/lib/domain/frameworks/gap-list';
import type { Issue } from '@/lib/schemas/ccpa-issues/records';
import { listCcpaIssues } from '@/lib/workspace/ccpa-issues';
import { frameworkGapList } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';

/**
 * The CCPA action plan of the member's organization: the CCPA/CPRA gap list, and the open and in-progress issues
 * the CCPA screen's filters (`query`) pick. `today` (YYYY-MM-DD) decides what is overdue.
 */
export async function readActionPlan(
  member: Member,
  query: Readonly<Record<string, string | string[] | undefined>>,
  today: string,
): Promise<{ gaps: FrameworkGaps; issues: Issue[] }> {
  const [gaps, issues] = await Promise.all([
    frameworkGapList(member, 'ccpa'),
    listCcpaIssues(member, actionPlanIssueFilters(issueFiltersFrom(query)), today),
  ]);
  return { gaps, issues };
}
