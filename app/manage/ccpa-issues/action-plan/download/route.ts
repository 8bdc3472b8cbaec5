// GET /manage/ccpa-issues/action-plan/download?<filters>: the CCPA action plan (gaps, then open issues) as a CSV file.
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { attachmentDisposition } from '@/lib/domain/evidence/files';
import { actionPlanCsv, actionPlanFilename } from '@/lib/domain/frameworks/gap-list';
import { readActionPlan } from '../read-plan';

export async function GET(request: Request): Promise<Response> {
  const member = await requireMember();
  const today = dayOf(new Date());
  const { gaps, issues } = await readActionPlan(member, Object.fromEntries(new URL(request.url).searchParams), today);
  return new Response(actionPlanCsv(gaps, issues), {
    headers: {
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentDisposition(actionPlanFilename(today)),
    },
  });
}
