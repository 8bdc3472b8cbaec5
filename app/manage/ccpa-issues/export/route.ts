// GET /manage/ccpa-issues/export?<filters>: every issue the screen's filters pick (not only the page shown), as CSV.
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { issueFiltersFrom } from '@/lib/domain/ccpa-issues/rules';
import { csvDownload } from '@/lib/csv-download';
import { issuesToCsv } from '@/lib/domain/ccpa-issues/csv';
import { listCcpaIssues } from '@/lib/workspace/ccpa-issues';

/** The CSV file, named after the day, with the number of issues in `X-Issue-Count` for the screen's message. */
export async function GET(request: Request): Promise<Response> {
  const member = await requireMember();
  const today = dayOf(new Date());
  const filters = issueFiltersFrom(Object.fromEntries(new URL(request.url).searchParams));
  const issues = await listCcpaIssues(member, filters, today);
  return csvDownload(issuesToCsv(issues), `ccpa-issues-${today}.csv`, { 'X-Issue-Count': String(issues.length) });
}
