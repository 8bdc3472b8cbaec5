import { evidenceUploadSchema } from '@/lib/schemas/evidence/records';
import { policyCreateSchema } from '@/lib/schemas/policies/records';
import { auditScheduleSchema } from '@/lib/schemas/audits/records';
import { reportGenerateSchema } from '@/lib/schemas/reports/records';
import { fieldErrorsOf, formValidator, formValues } from '@/lib/schemas/form-state';
import type { z } from 'zod';

function errorsOf(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

describe('evidenceUploadSchema', () => {
  const valid = { name: 'Firewall rules', framework: 'soc2', type: 'screenshot', description: '' };

  it('accepts every evidence type and an empty description', () => {
    for (const type of ['system-log', 'screenshot', 'document', 'certificate', 'policy']) {
      expect(evidenceUploadSchema.safeParse({ ...valid, type }).success).toBe(true);
    }
    expect(evidenceUploadSchema.parse({ name: ' x ', framework: 'hipaa', type: 'document' })).toEqual({
      name: 'x',
      framework: 'hipaa',
      type: 'document',
      description: '',
      collectedOn: null,
      expiresOn: null,
    });
  });

  it('names each missing or wrong field', () => {
    expect(errorsOf(evidenceUploadSchema, { name: '  ', framework: '', type: 'video' })).toEqual({
      name: 'Enter the evidence name.',
      framework: 'Choose a framework.',
      type: 'Choose an evidence type.',
    });
    expect(errorsOf(evidenceUploadSchema, { ...valid, name: 'x'.repeat(121) }).name).toBe(
      'The evidence name can be at most 120 characters.',
    );
  });
});

describe('policyCreateSchema', () => {
  const valid = { name: 'Access Policy', description: '', framework: 'iso27001', owner: 'Sarah Chen', reviewFrequency: '12' };

  it('accepts the five primary frameworks and the three review frequencies', () => {
    for (const framework of ['soc2', 'iso27001', 'gdpr', 'ccpa', 'pci-dss'])
      expect(policyCreateSchema.safeParse({ ...valid, framework }).success).toBe(true);
    for (const reviewFrequency of ['6', '12', '24']) expect(policyCreateSchema.safeParse({ ...valid, reviewFrequency }).success).toBe(true);
  });

  it('refuses other frameworks and frequencies, and a blank name or owner', () => {
    expect(errorsOf(policyCreateSchema, { ...valid, framework: 'hipaa', reviewFrequency: '3', name: '', owner: ' ' })).toEqual({
      name: 'Enter the policy name.',
      framework: 'Choose a framework.',
      owner: 'Enter the policy owner.',
      reviewFrequency: 'Choose a review frequency.',
    });
  });
});

describe('auditScheduleSchema', () => {
  const valid = {
    name: 'SOC 2 audit',
    type: 'external',
    framework: 'soc2',
    auditor: 'Deloitte',
    startDate: '2027-01-05',
    endDate: '2027-01-23',
  };

  it('accepts the three types, a one-day audit and no description', () => {
    for (const type of ['external', 'internal', 'certification'])
      expect(auditScheduleSchema.safeParse({ ...valid, type }).success).toBe(true);
    expect(auditScheduleSchema.safeParse({ ...valid, endDate: valid.startDate }).success).toBe(true);
  });

  it('refuses an end before the start, on the end date', () => {
    expect(errorsOf(auditScheduleSchema, { ...valid, endDate: '2027-01-04' })).toEqual({
      endDate: 'The end date cannot be before the start date.',
    });
  });

  it('refuses missing and impossible dates', () => {
    expect(errorsOf(auditScheduleSchema, { ...valid, startDate: '', endDate: '2027-02-30' })).toEqual({
      startDate: 'Choose the start date.',
      endDate: 'The end date is not a real date.',
    });
    expect(errorsOf(auditScheduleSchema, { ...valid, startDate: '05/01/2027' }).startDate).toBe('Choose the start date.');
  });

  it('names missing auditor and type', () => {
    expect(errorsOf(auditScheduleSchema, { ...valid, auditor: '', type: undefined })).toEqual({
      auditor: 'Enter the auditor or firm.',
      type: 'Choose an audit type.',
    });
  });
});

describe('reportGenerateSchema', () => {
  const valid = {
    name: 'Q4 report',
    type: 'gap-analysis',
    frameworks: ['soc2', 'pci-dss'],
    startDate: '2026-10-01',
    endDate: '2026-12-31',
    format: 'excel',
    notes: '',
  };

  it('accepts the five types, the three formats and several frameworks', () => {
    for (const type of ['framework', 'audit', 'executive', 'security', 'gap-analysis'])
      expect(reportGenerateSchema.safeParse({ ...valid, type }).success).toBe(true);
    for (const format of ['pdf', 'excel', 'word']) expect(reportGenerateSchema.safeParse({ ...valid, format }).success).toBe(true);
  });

  it('needs at least one known framework and an ordered range', () => {
    expect(errorsOf(reportGenerateSchema, { ...valid, frameworks: [] }).frameworks).toBe('Choose at least one framework.');
    expect(reportGenerateSchema.safeParse({ ...valid, frameworks: ['hipaa'] }).success).toBe(false);
    expect(errorsOf(reportGenerateSchema, { ...valid, endDate: '2026-09-30' }).endDate).toBe(
      'The end date cannot be before the start date.',
    );
  });

  it('refuses an unknown format', () => {
    expect(errorsOf(reportGenerateSchema, { ...valid, format: 'csv' }).format).toBe('Choose a format.');
  });
});

describe('formValues', () => {
  it('reads text fields, skips files and gathers named arrays', () => {
    const data = new FormData();
    data.append('name', 'Report');
    data.append('frameworks', 'soc2');
    data.append('frameworks', 'gdpr');
    data.append('files', new Blob(['x']), 'a.pdf');
    expect(formValues(data, ['frameworks', 'missing'])).toEqual({ name: 'Report', frameworks: ['soc2', 'gdpr'], missing: [] });
  });
});

describe('formValidator', () => {
  const validate = formValidator(reportGenerateSchema, ['frameworks']);
  const form = (frameworks: string[]) => {
    const data = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Q4 report',
      type: 'audit',
      startDate: '2026-10-01',
      endDate: '2026-12-31',
      format: 'pdf',
    }))
      data.append(key, value);
    for (const code of frameworks) data.append('frameworks', code);
    return data;
  };

  it('answers null for a valid form and the field messages otherwise', () => {
    expect(validate(form(['soc2']))).toBeNull();
    expect(validate(form([]))).toEqual({ frameworks: 'Choose at least one framework.' });
  });
});
