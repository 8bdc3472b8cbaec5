import 'server-only';
import { groupCriteria, userCriteria, type ScimCriterion } from '@/lib/domain/scim/criteria';
import { parseScimFilter } from '@/lib/domain/scim/filter';
import { pageOf } from '@/lib/domain/scim/resources';
import { scimError } from './response';

export type ListQuery = { criteria: ScimCriterion[]; startIndex: number; count: number };

/** A list's `filter`, `startIndex` and `count`, or the 400 to answer (`invalidFilter`, `invalidValue`). */
export function listQuery(request: Request, kind: 'users' | 'groups'): { ok: true; query: ListQuery } | { ok: false; response: Response } {
  const params = new URL(request.url).searchParams;
  const page = pageOf(params);
  if ('detail' in page) return { ok: false, response: scimError(400, page.detail, 'invalidValue') };
  const filter = params.get('filter');
  if (filter === null || filter.trim() === '') return { ok: true, query: { criteria: [], ...page } };
  const parsed = parseScimFilter(filter);
  if (!parsed.ok) return { ok: false, response: scimError(400, parsed.detail, 'invalidFilter') };
  const criteria = kind === 'users' ? userCriteria(parsed.comparisons) : groupCriteria(parsed.comparisons);
  if (!Array.isArray(criteria)) return { ok: false, response: scimError(400, criteria.detail, criteria.scimType) };
  return { ok: true, query: { criteria, ...page } };
}

/** Whether the list leaves out the groups' members (Entra ID asks `excludedAttributes=members`). */
export function excludesMembers(request: Request): boolean {
  const excluded = new URL(request.url).searchParams.get('excludedAttributes') ?? '';
  return excluded.split(',').some((name) => name.trim().toLowerCase() === 'members');
}
