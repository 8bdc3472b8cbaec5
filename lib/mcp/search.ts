import 'server-only';
import type { z } from 'zod';
import { frameworkListForApi } from '@/lib/api/closed-frameworks';
import { apiEvidence, evidenceCodesOf } from '@/lib/api/views';
import { holdsEveryWord } from '@/lib/domain/search-words';
import type { mcpSearchResultSchema } from '@/lib/schemas/mcp';
import { listEvidenceOfFrameworks } from '@/lib/workspace/evidence';
import { controlsForApi, frameworkIdsOpenToApi } from '@/lib/workspace/frameworks';
import { checksForApi } from '@/lib/workspace/integrations';
import type { Member } from '@/lib/workspace/member';

/**
 * The records an API key may read whose text holds every word of `query`: the frameworks with API access on, the
 * library's controls, the checks that have run and the evidence of open frameworks (its first page), each in the
 * shape /api/v1 answers it. What the key may not read is never searched.
 */
export async function searchForKey(member: Member, query: string): Promise<z.output<typeof mcpSearchResultSchema>> {
  const [frameworkList, controls, checks, open] = await Promise.all([
    frameworkListForApi(member),
    controlsForApi(member),
    checksForApi(member),
    frameworkIdsOpenToApi(member),
  ]);
  const evidence = await listEvidenceOfFrameworks(member, evidenceCodesOf(open), 1, { words: query });
  return {
    frameworks: frameworkList.frameworks.filter((framework) => holdsEveryWord(query, [framework.id, framework.name])),
    controls: controls.filter((control) => holdsEveryWord(query, [control.id, control.name, control.asks, control.evidence])),
    checks: checks.filter((check) => holdsEveryWord(query, [check.id, check.title, check.proves])),
    evidence: evidence.rows.map(apiEvidence),
    evidenceTotal: evidence.total,
    closed: frameworkList.closed,
    note: frameworkList.note,
  };
}
