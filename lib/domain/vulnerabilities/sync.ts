import type { Severity } from './rules';

/**
 * How a source's report changes the stored findings (docs/vulnerabilities.md): one finding per asset and identifier
 * whichever sources report it; a finding absent from a complete report of a source that listed it, or marked fixed
 * by its provider, loses that source, and is fixed on that day once no source lists it any more.
 */

/** A finding as a source reports it; `fixedOn` when the provider marked it fixed, `firstSeenOn` when it knows. */
export type ReportedFinding = {
  asset: string;
  identifier: string;
  title: string;
  severity: Severity;
  url?: string;
  firstSeenOn?: string;
  fixedOn?: string;
};

/** A source's report: everything it lists now (`complete`, a full sync or scan) or only some findings. */
export type SourceReport = { source: string; complete: boolean; findings: readonly ReportedFinding[]; day: string };

/** A stored finding as the sync reads it. */
export type StoredFinding = {
  id: string;
  asset: string;
  identifier: string;
  severity: Severity;
  title: string;
  url: string;
  sources: string[];
  firstSeenOn: string;
  fixedOn: string | null;
};

export type FindingChange = Partial<Pick<StoredFinding, 'severity' | 'title' | 'url' | 'sources' | 'firstSeenOn' | 'fixedOn'>> & {
  lastSeenOn?: string;
};

export type SyncPlan = {
  create: (Omit<StoredFinding, 'id'> & { lastSeenOn: string })[];
  change: { id: string; values: FindingChange }[];
};

const keyOf = (finding: { asset: string; identifier: string }) => `${finding.asset}\u0000${finding.identifier}`;

const severityRank: Record<Severity, number> = { critical: 4, high: 3, medium: 2, low: 1 };

/** A day no later than `day` and no earlier than `floor` (a provider's date is never trusted beyond today). */
const within = (value: string, floor: string, day: string) => (value > day ? day : value < floor ? floor : value);

/**
 * The report's findings once each: the same asset and identifier listed twice (two manifests, two runs of one
 * file) is one finding, open if any listing is, at its highest severity.
 */
export function dedupedFindings(findings: readonly ReportedFinding[]): ReportedFinding[] {
  const byKey = new Map<string, ReportedFinding>();
  for (const finding of findings) {
    const key = keyOf(finding);
    const kept = byKey.get(key);
    if (!kept) {
      byKey.set(key, finding);
      continue;
    }
    const open = !kept.fixedOn || !finding.fixedOn;
    const severity = severityRank[finding.severity] > severityRank[kept.severity] ? finding.severity : kept.severity;
    const firstSeenOn = [kept.firstSeenOn, finding.firstSeenOn].filter(Boolean).sort()[0];
    const fixedOn = open ? undefined : [kept.fixedOn!, finding.fixedOn!].sort()[1];
    byKey.set(key, { ...kept, severity, ...(firstSeenOn ? { firstSeenOn } : {}), fixedOn });
  }
  return [...byKey.values()].map((finding) => (finding.fixedOn ? finding : withoutFixed(finding)));
}

function withoutFixed(finding: ReportedFinding): ReportedFinding {
  const rest = { ...finding };
  delete rest.fixedOn;
  return rest;
}

/** The source taken off a finding; fixed on `fixedOn` when it was the last source listing it. */
function dropSource(finding: StoredFinding, source: string, fixedOn: string, day: string): FindingChange {
  const sources = finding.sources.filter((candidate) => candidate !== source);
  return sources.length > 0 ? { sources } : { sources, fixedOn: within(fixedOn, finding.firstSeenOn, day) };
}

/** What a report changes: findings to create, and changes of stored ones (only those that change). */
export function planSync(stored: readonly StoredFinding[], report: SourceReport): SyncPlan {
  const storedByKey = new Map(stored.map((finding) => [keyOf(finding), finding]));
  const plan: SyncPlan = { create: [], change: [] };
  const reported = dedupedFindings(report.findings);
  const listed = new Set<string>();
  for (const finding of reported) {
    const key = keyOf(finding);
    listed.add(key);
    const kept = storedByKey.get(key);
    const details = { severity: finding.severity, title: finding.title, url: finding.url ?? kept?.url ?? '' };
    if (finding.fixedOn) {
      // A fix the provider recorded closes only a finding this source listed and that is still open.
      if (kept && kept.fixedOn === null && kept.sources.includes(report.source)) {
        plan.change.push({ id: kept.id, values: dropSource(kept, report.source, finding.fixedOn, report.day) });
      }
      continue;
    }
    if (!kept) {
      const firstSeenOn = finding.firstSeenOn ? within(finding.firstSeenOn, '0000-01-01', report.day) : report.day;
      plan.create.push({
        asset: finding.asset,
        identifier: finding.identifier,
        ...details,
        sources: [report.source],
        firstSeenOn,
        fixedOn: null,
        lastSeenOn: report.day,
      });
    } else if (kept.fixedOn !== null) {
      // Found again after its fix: a new occurrence, whose deadline runs from today.
      plan.change.push({
        id: kept.id,
        values: { ...details, sources: [report.source], firstSeenOn: report.day, fixedOn: null, lastSeenOn: report.day },
      });
    } else {
      const sources = kept.sources.includes(report.source) ? [...kept.sources] : [...kept.sources, report.source];
      plan.change.push({ id: kept.id, values: { ...details, sources, lastSeenOn: report.day } });
    }
  }
  if (report.complete) {
    for (const finding of stored) {
      if (finding.fixedOn !== null || listed.has(keyOf(finding)) || !finding.sources.includes(report.source)) continue;
      plan.change.push({ id: finding.id, values: dropSource(finding, report.source, report.day, report.day) });
    }
  }
  return plan;
}
