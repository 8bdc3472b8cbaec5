import { z } from 'zod';
import { evidenceSchema } from '@/lib/schemas/evidence';
import { policySchema, policyTemplateSchema } from '@/lib/schemas/policy';
import { auditSchema } from '@/lib/schemas/audit';
import { reportSchema } from '@/lib/schemas/report';
import { sampleEvidence } from '@/lib/sample-data/evidence';
import { samplePolicies, samplePolicyTemplates } from '@/lib/sample-data/policies';
import { sampleAudits } from '@/lib/sample-data/audits';
import { quickReports, sampleReports } from '@/lib/sample-data/reports';

describe('sample data matches the record schemas persistence will use', () => {
  it.each([
    ['evidence', z.array(evidenceSchema), sampleEvidence],
    ['policies', z.array(policySchema), samplePolicies],
    ['policy templates', z.array(policyTemplateSchema), samplePolicyTemplates],
    ['audits', z.array(auditSchema), sampleAudits],
    ['reports', z.array(reportSchema), sampleReports],
  ] as const)('%s', (_name, schema, data) => {
    expect((schema as z.ZodType).safeParse(data).success).toBe(true);
  });

  it('has unique ids in every list', () => {
    for (const list of [sampleEvidence, samplePolicies, sampleAudits, sampleReports]) {
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    }
  });

  it('keeps the four template ids and the quick-report times of the spec', () => {
    expect(samplePolicyTemplates.map((template) => template.id)).toEqual(['security', 'privacy', 'backup', 'access']);
    expect(quickReports.map((report) => [report.id, report.minutes])).toEqual([
      ['compliance-status', 2],
      ['audit-readiness', 5],
      ['framework-gaps', 3],
      ['security-assessment', 4],
    ]);
  });

  it('shows every evidence status and every policy status at least once', () => {
    expect(new Set(sampleEvidence.map((item) => item.status))).toEqual(new Set(['verified', 'pending', 'failed']));
    expect(new Set(samplePolicies.map((item) => item.status))).toEqual(new Set(['approved', 'review', 'draft', 'expired']));
    expect(new Set(sampleAudits.map((item) => item.result))).toEqual(new Set(['Pass', 'Conditional Pass', 'Pending']));
  });
});
