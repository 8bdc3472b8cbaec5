import { dedupedFindings, planSync, type ReportedFinding, type StoredFinding } from '@/lib/domain/vulnerabilities/sync';

const lodash: ReportedFinding = { asset: 'acme/web', identifier: 'CVE-2026-1', title: 'lodash', severity: 'high' };
const semver: ReportedFinding = { asset: 'acme/web', identifier: 'CVE-2026-2', title: 'semver', severity: 'low' };

/** A planned finding without its last-seen day, as the stored findings compare. */
function withoutLastSeen<T extends { lastSeenOn?: string }>(values: T): Omit<T, 'lastSeenOn'> {
  const rest = { ...values };
  delete rest.lastSeenOn;
  return rest;
}

/** The stored findings after a plan is applied, as the workspace applies it. */
function applied(stored: StoredFinding[], plan: ReturnType<typeof planSync>): StoredFinding[] {
  const changed = stored.map((finding) => {
    const change = plan.change.find((candidate) => candidate.id === finding.id);
    return change ? { ...finding, ...withoutLastSeen(change.values) } : finding;
  });
  return [...changed, ...plan.create.map((finding, index) => ({ id: `new-${stored.length + index}`, ...withoutLastSeen(finding) }))];
}

function sync(stored: StoredFinding[], source: string, findings: ReportedFinding[], day: string, complete = true) {
  return applied(stored, planSync(stored, { source, complete, findings, day }));
}

describe('one finding per asset and identifier', () => {
  it('keeps a report’s duplicates once, open if any is, at the highest severity', () => {
    const found = dedupedFindings([lodash, { ...lodash, severity: 'critical' }, { ...lodash, fixedOn: '2026-01-02' }, semver]);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatchObject({ identifier: 'CVE-2026-1', severity: 'critical' });
    expect(found[0]).not.toHaveProperty('fixedOn');
  });

  it('creates a finding once and sees it again on the next sync, keeping its first day', () => {
    const first = sync([], 'github:dependabot', [lodash, lodash], '2026-03-01');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ firstSeenOn: '2026-03-01', fixedOn: null, sources: ['github:dependabot'] });
    const second = sync(first, 'github:dependabot', [lodash], '2026-03-02');
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ id: first[0]!.id, firstSeenOn: '2026-03-01', fixedOn: null });
  });

  it('takes the day the provider first saw it, never later than today', () => {
    expect(sync([], 's', [{ ...lodash, firstSeenOn: '2026-02-10' }], '2026-03-01')[0]!.firstSeenOn).toBe('2026-02-10');
    expect(sync([], 's', [{ ...lodash, firstSeenOn: '2026-04-10' }], '2026-03-01')[0]!.firstSeenOn).toBe('2026-03-01');
  });

  it('is one finding when two sources report it, fixed only once neither lists it', () => {
    const both = sync(sync([], 'github:dependabot', [lodash], '2026-03-01'), 'sarif:Trivy:acme/web', [lodash], '2026-03-02');
    expect(both).toHaveLength(1);
    expect(both[0]!.sources).toEqual(['github:dependabot', 'sarif:Trivy:acme/web']);
    const one = sync(both, 'github:dependabot', [], '2026-03-03');
    expect(one[0]).toMatchObject({ sources: ['sarif:Trivy:acme/web'], fixedOn: null });
    const none = sync(one, 'sarif:Trivy:acme/web', [], '2026-03-04');
    expect(none[0]).toMatchObject({ sources: [], fixedOn: '2026-03-04' });
  });
});

describe('fixed on', () => {
  it('is the day of the next full sync that no longer lists it', () => {
    const stored = sync([], 'github:dependabot', [lodash, semver], '2026-03-01');
    const after = sync(stored, 'github:dependabot', [semver], '2026-03-05');
    expect(after.find((finding) => finding.identifier === 'CVE-2026-1')!.fixedOn).toBe('2026-03-05');
    expect(after.find((finding) => finding.identifier === 'CVE-2026-2')!.fixedOn).toBeNull();
  });

  it('stays open when a partial report does not list it', () => {
    const stored = sync([], 'csv:nessus', [lodash, semver], '2026-03-01');
    expect(sync(stored, 'csv:nessus', [semver], '2026-03-05', false).every((finding) => finding.fixedOn === null)).toBe(true);
  });

  it('leaves another source’s findings alone', () => {
    const stored = sync([], 'github:dependabot', [lodash], '2026-03-01');
    expect(sync(stored, 'github:code-scanning', [], '2026-03-05')[0]!.fixedOn).toBeNull();
  });

  it('is the day the provider marked it fixed, not before it was first seen nor after today', () => {
    const stored = sync([], 'github:dependabot', [lodash], '2026-03-01');
    expect(sync(stored, 'github:dependabot', [{ ...lodash, fixedOn: '2026-03-03' }], '2026-03-05')[0]!.fixedOn).toBe('2026-03-03');
    expect(sync(stored, 'github:dependabot', [{ ...lodash, fixedOn: '2026-02-01' }], '2026-03-05')[0]!.fixedOn).toBe('2026-03-01');
    expect(sync(stored, 'github:dependabot', [{ ...lodash, fixedOn: '2026-09-01' }], '2026-03-05')[0]!.fixedOn).toBe('2026-03-05');
  });

  it('does not create a finding the provider lists as already fixed', () => {
    expect(sync([], 'github:dependabot', [{ ...lodash, fixedOn: '2026-03-03' }], '2026-03-05')).toEqual([]);
  });

  it('reopens a fixed finding reported again, its deadline running from that day', () => {
    const fixed = sync(sync([], 'github:dependabot', [lodash], '2026-03-01'), 'github:dependabot', [], '2026-03-02');
    const again = sync(fixed, 'github:dependabot', [lodash], '2026-04-01');
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ fixedOn: null, firstSeenOn: '2026-04-01', sources: ['github:dependabot'] });
  });
});
