// GET /manage/assessment/download?framework=<id>: the gap list of the frameworks followed (or of one) as a CSV file.
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { csvDownload } from '@/lib/csv-download';
import { gapListCsv, gapListFilename } from '@/lib/domain/frameworks/gap-list';
import { readAssessment } from '@/lib/workspace/frameworks';
import { assessmentFramework } from '../framework-param';

/** The CSV, one row per missing control, with the number of requirements not met in `X-Gap-Count`. */
export async function GET(request: Request): Promise<Response> {
  const member = await requireMember();
  const frameworkId = assessmentFramework(new URL(request.url).searchParams.get('framework'));
  if (frameworkId === 'unknown') {
    return new Response('No framework of the directory has this id.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  }
  const { lists } = await readAssessment(member, frameworkId);
  return csvDownload(gapListCsv(lists), gapListFilename(frameworkId, dayOf(new Date())), {
    'X-Gap-Count': String(lists.reduce((sum, list) => sum + list.gaps.length, 0)),
  });
}
