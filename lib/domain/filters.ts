import type { Evidence } from '@/lib/schemas/evidence';
import type { Policy } from '@/lib/schemas/policy';
import type { Audit } from '@/lib/schemas/audit';
import type { Report } from '@/lib/schemas/report';

/** True when the query is blank or every word of it appears (case-insensitive) in one of the texts. */
export function matchesSearch(query: string, ...texts: string[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** An empty filter value ('' = all) matches everything; otherwise the value must equal it. */
function matchesChoice(filter: string, value: string): boolean {
  return filter === '' || filter === value;
}

export type EvidenceFilters = { q: string; framework: string; type: string; status: string };

/** Evidence whose name or description matches the search and whose framework, type and status match. */
export function filterEvidence(items: readonly Evidence[], filters: EvidenceFilters): Evidence[] {
  return items.filter(
    (item) =>
      matchesSearch(filters.q, item.name, item.description) &&
      matchesChoice(filters.framework, item.framework) &&
      matchesChoice(filters.type, item.type) &&
      matchesChoice(filters.status, item.status),
  );
}

export type PolicyFilters = { q: string; status: string; framework: string };

/** Policies by name, description or owner, status, and any of their frameworks. */
export function filterPolicies(items: readonly Policy[], filters: PolicyFilters): Policy[] {
  return items.filter(
    (item) =>
      matchesSearch(filters.q, item.name, item.description, item.owner) &&
      matchesChoice(filters.status, item.status) &&
      (filters.framework === '' || item.frameworks.some((framework) => framework === filters.framework)),
  );
}

export type AuditFilters = { q: string; status: string; type: string };

/** Audits by name, auditor or description, status and type. */
export function filterAudits(items: readonly Audit[], filters: AuditFilters): Audit[] {
  return items.filter(
    (item) =>
      matchesSearch(filters.q, item.name, item.auditor, item.description) &&
      matchesChoice(filters.status, item.status) &&
      matchesChoice(filters.type, item.type),
  );
}

export type ReportFilters = { q: string; type: string; framework: string };

/** Reports by name or notes, type, and any of their frameworks. */
export function filterReports(items: readonly Report[], filters: ReportFilters): Report[] {
  return items.filter(
    (item) =>
      matchesSearch(filters.q, item.name, item.notes) &&
      matchesChoice(filters.type, item.type) &&
      (filters.framework === '' || item.frameworks.some((framework) => framework === filters.framework)),
  );
}
