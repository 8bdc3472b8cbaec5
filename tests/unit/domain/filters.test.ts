import { filterAudits, filterEvidence, filterPolicies, filterReports, matchesSearch } from '@/lib/domain/filters';
import { sampleEvidence } from '@/lib/sample-data/evidence';
import { samplePolicies } from '@/lib/sample-data/policies';
import { sampleAudits } from '@/lib/sample-data/audits';
import { sampleReports } from '@/lib/sample-data/reports';

const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

describe('matchesSearch', () => {
  it('matches everything when blank', () => {
    expect(matchesSearch('', 'anything')).toBe(true);
    expect(matchesSearch('   ', 'anything')).toBe(true);
  });

  it('is case-insensitive and needs every word somewhere in the texts', () => {
    expect(matchesSearch('ACCESS logs', 'Access Control Logs Q4')).toBe(true);
    expect(matchesSearch('access firewall', 'Access Control Logs', 'Firewall notes')).toBe(true);
    expect(matchesSearch('access missing', 'Access Control Logs')).toBe(false);
  });
});

describe('filterEvidence', () => {
  const none = { q: '', framework: '', type: '', status: '' };

  it('returns everything with no filter', () => {
    expect(filterEvidence(sampleEvidence, none)).toHaveLength(sampleEvidence.length);
  });

  it('filters by search over name and description', () => {
    expect(names(filterEvidence(sampleEvidence, { ...none, q: 'firewall' }))).toEqual(['Firewall Configuration']);
    expect(names(filterEvidence(sampleEvidence, { ...none, q: 'PHI' }))).toEqual([]);
    expect(names(filterEvidence(sampleEvidence, { ...none, q: 'payment processor' }))).toEqual(['Data Processing Agreement']);
  });

  it('filters by framework, type and status, combined', () => {
    expect(filterEvidence(sampleEvidence, { ...none, framework: 'soc2' }).every((item) => item.framework === 'soc2')).toBe(true);
    expect(names(filterEvidence(sampleEvidence, { ...none, type: 'system-log', status: 'failed' }))).toEqual(['Backup Job Logs']);
    expect(filterEvidence(sampleEvidence, { ...none, framework: 'gdpr', status: 'failed' })).toEqual([]);
    expect(filterEvidence(sampleEvidence, { ...none, status: 'verified' })).toHaveLength(4);
  });
});

describe('filterPolicies', () => {
  const none = { q: '', status: '', framework: '' };

  it('filters by status values approved, review, draft, expired', () => {
    expect(names(filterPolicies(samplePolicies, { ...none, status: 'draft' }))).toEqual(['Backup and Recovery Policy']);
    expect(names(filterPolicies(samplePolicies, { ...none, status: 'expired' }))).toEqual(['Access Control Policy']);
    expect(filterPolicies(samplePolicies, { ...none, status: 'review' })).toHaveLength(2);
    expect(filterPolicies(samplePolicies, { ...none, status: 'approved' })).toHaveLength(2);
  });

  it('matches a framework among several tags', () => {
    expect(names(filterPolicies(samplePolicies, { ...none, framework: 'pci' }))).toEqual(['Access Control Policy']);
    expect(filterPolicies(samplePolicies, { ...none, framework: 'gdpr' })).toHaveLength(2);
  });

  it('searches name, description and owner', () => {
    expect(filterPolicies(samplePolicies, { ...none, q: 'sarah' })).toHaveLength(2);
    expect(names(filterPolicies(samplePolicies, { ...none, q: 'third-party' }))).toEqual(['Vendor Management Policy']);
    expect(filterPolicies(samplePolicies, { ...none, q: 'sarah', status: 'draft' })).toEqual([]);
  });
});

describe('filterAudits', () => {
  const none = { q: '', status: '', type: '' };

  it('filters by status and type', () => {
    expect(filterAudits(sampleAudits, { ...none, status: 'completed' })).toHaveLength(3);
    expect(names(filterAudits(sampleAudits, { ...none, type: 'certification', status: 'completed' }))).toEqual(['PCI DSS Assessment']);
    expect(filterAudits(sampleAudits, { ...none, type: 'internal' })).toHaveLength(2);
  });

  it('searches name and auditor', () => {
    expect(names(filterAudits(sampleAudits, { ...none, q: 'deloitte' }))).toEqual(['SOC 2 Type II Annual Audit']);
    expect(filterAudits(sampleAudits, { ...none, q: 'zzz' })).toEqual([]);
  });
});

describe('filterReports', () => {
  const none = { q: '', type: '', framework: '' };

  it('filters by type and by any included framework', () => {
    expect(names(filterReports(sampleReports, { ...none, type: 'gap-analysis' }))).toEqual(['ISO 27001 Gap Analysis']);
    expect(filterReports(sampleReports, { ...none, framework: 'iso27001' })).toHaveLength(2);
    expect(names(filterReports(sampleReports, { ...none, framework: 'ccpa' }))).toEqual(['GDPR & CCPA Audit Readiness']);
  });

  it('searches name and notes', () => {
    expect(names(filterReports(sampleReports, { ...none, q: 'board' }))).toEqual(['SOC 2 Compliance Status Report']);
    expect(filterReports(sampleReports, { ...none, q: 'executive', type: 'security' })).toEqual([]);
  });
});
