import { filterAudits, filterEvidence, filterPolicies, filterReports, matchesSearch } from '@/lib/domain/filters';
import type { Audit } from '@/lib/schemas/audit';
import type { Evidence } from '@/lib/schemas/evidence';
import type { Policy } from '@/lib/schemas/policy';
import type { Report } from '@/lib/schemas/report';

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
  const item = (name: string, description: string, type: Evidence['type'], framework: Evidence['framework'], status: Evidence['status']): Evidence => ({
    id: name,
    name,
    description,
    type,
    framework,
    status,
    dateCollected: '2026-11-18',
    files: [{ name: 'file.pdf', size: 1000 }],
  });
  const sampleEvidence: Evidence[] = [
    item('Access Control Logs Q4', 'Quarterly export of privileged access and login events from the identity provider.', 'system-log', 'soc2', 'verified'),
    item('Firewall Configuration', 'Screenshots of production firewall rules and network segmentation.', 'screenshot', 'iso27001', 'pending'),
    item('Data Processing Agreement', 'Signed DPA with the payment processor covering EU personal data.', 'document', 'gdpr', 'verified'),
    item('Encryption Certificate', 'TLS certificate chain for the customer-facing API.', 'certificate', 'pci', 'failed'),
    item('Employee Security Training Records', 'Completion records for the annual security awareness training.', 'document', 'hipaa', 'verified'),
    item('Incident Response Policy', 'Approved incident response policy, version 2.1.', 'policy', 'soc2', 'pending'),
    item('Backup Job Logs', 'Nightly backup job results for the primary database cluster.', 'system-log', 'iso27001', 'failed'),
    item('Consumer Request Log', 'Log of CCPA access and deletion requests with response dates.', 'system-log', 'ccpa', 'verified'),
  ];

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
  const policy = (name: string, status: Policy['status'], frameworks: Policy['frameworks'], owner: string, description = ''): Policy => ({
    id: name, name, version: 'v1.0', description, status, frameworks, owner, lastUpdated: '2 days ago', reviewDue: 'N/A', reviewFrequencyMonths: 12,
  });
  const samplePolicies = [
    policy('Information Security Policy', 'approved', ['soc2', 'iso27001'], 'Sarah Chen'),
    policy('Data Privacy Policy', 'review', ['gdpr', 'ccpa'], 'Michael Torres'),
    policy('Backup and Recovery Policy', 'draft', ['soc2'], 'David Kim'),
    policy('Access Control Policy', 'expired', ['iso27001', 'pci'], 'Emily Johnson'),
    policy('Incident Response Policy', 'approved', ['soc2', 'hipaa'], 'Sarah Chen'),
    policy('Vendor Management Policy', 'review', ['soc2', 'gdpr'], 'Michael Torres', 'Assessing and monitoring third-party vendors.'),
  ];

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
  const audit = (name: string, type: Audit['type'], framework: Audit['framework'], auditor: string, status: Audit['status'], result: Audit['result']): Audit => ({
    id: name, name, type, framework, auditor, startDate: '2026-11-16', endDate: '2026-11-27', description: '', status, result,
  });
  const sampleAudits: Audit[] = [
    audit('SOC 2 Type II Annual Audit', 'external', 'soc2', 'Deloitte & Touche', 'scheduled', 'Pending'),
    audit('ISO 27001 Surveillance Audit', 'certification', 'iso27001', 'BSI Group', 'preparing', 'Pending'),
    audit('Q4 Internal Access Review', 'internal', 'hipaa', 'Internal Audit Team', 'in-progress', 'Pending'),
    audit('GDPR Compliance Assessment', 'external', 'gdpr', 'PwC Privacy Team', 'completed', 'Pass'),
    audit('PCI DSS Assessment', 'certification', 'pci', 'Trustwave', 'completed', 'Conditional Pass'),
    audit('SOC 2 Readiness Review', 'internal', 'soc2', 'Internal Audit Team', 'completed', 'Pass'),
  ];

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
  const report = (name: string, type: Report['type'], frameworks: Report['frameworks'], notes = ''): Report => ({
    id: name,
    name,
    type,
    frameworks,
    startDate: '2026-07-01',
    endDate: '2026-09-30',
    format: 'pdf',
    notes,
    generated: '2 hours ago',
    status: 'generated',
    size: '1.1 MB',
  });
  const sampleReports: Report[] = [
    report('SOC 2 Compliance Status Report', 'framework', ['soc2'], 'Quarterly status for the board.'),
    report('Q3 Executive Summary', 'executive', ['soc2', 'iso27001', 'gdpr']),
    report('ISO 27001 Gap Analysis', 'gap-analysis', ['iso27001'], 'Annex A controls not yet implemented.'),
    report('PCI DSS Security Assessment', 'security', ['pci']),
    report('GDPR & CCPA Audit Readiness', 'audit', ['gdpr', 'ccpa'], 'Privacy audit preparation.'),
  ];

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
