// GET /manage/frameworkManage/download?framework=<id>: a followed library framework's requirements and controls as a CSV file.
import { directoryIds } from '@/lib/catalog/framework-directory';
import { libraryFrameworks } from '@/lib/catalog/library';
import { requireMember } from '@/lib/dal';
import { csvDownload } from '@/lib/csv-download';
import { detailCsvFilename, detailFrameworkId, frameworkDetailCsv } from '@/lib/domain/frameworks/controls';
import { followsFramework, readFrameworkDetail } from '@/lib/workspace/frameworks';

/**
 * The CSV of the framework's page, made when asked rather than carried by every view of the page. The address's
 * framework is read as the page reads it (SOC 2 without one); one the organization does not follow, or whose
 * requirements the library does not hold, has no export (404), as its page offers none.
 */
export async function GET(request: Request): Promise<Response> {
  const member = await requireMember();
  const frameworkId = detailFrameworkId(new URL(request.url).searchParams.get('framework') ?? undefined, directoryIds);
  if (!libraryFrameworks.some((framework) => framework.id === frameworkId) || !(await followsFramework(member, frameworkId))) {
    return new Response('Your organization does not follow this framework, or the control library does not hold its requirements.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  }
  const { detail } = await readFrameworkDetail(member, frameworkId);
  return csvDownload(frameworkDetailCsv(detail), detailCsvFilename(frameworkId));
}
