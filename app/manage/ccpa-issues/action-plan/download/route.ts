// GET /manage/ccpa-issues/action-plan/download?<filters>: the CCPA action plan (gaps, then open issues) as a CSV file.
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { csvDownload } from '@/lib/csv-download';
import { actionPlanCsv, actionPlanFilename } from '@/lib/domain/frameworks/gap-list';
import { readActionPlan } from '../read-plan';

export async function GET(request: Request): Promise<Response> {
  const member = await requireMember();
  const today = dayOf(new Date());
  const { gaps, issues } = await readActionPlan(member, Object.fromEntries(new URL(request.url).searchParams), today);
  return csvDownload(actionPlanCsv(gaps, issues), actionPlanFilename(today));
}
