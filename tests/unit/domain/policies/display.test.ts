import { policyRow, reviewDueText } from '@/lib/domain/policies/display';
import { filledTemplateBody, hipaaPolicyTemplates, policyTemplate, policyTemplates } from '@/lib/catalog/policy-templates';
import type { PolicyRecord } from '@/lib/schemas/policies/records';

const now = new Date('2026-11-23T12:00:00Z');

const record = (overrides: Partial<PolicyRecord> = {}): PolicyRecord => ({
  id: 'p1',
  name: 'Password Policy',
  description: 'Length and rotation.',
  status: 'approved',
  versionLabel: 'v2.1',
  frameworks: ['soc2'],
  owner: 'Ana',
  reviewFrequencyMonths: 12,
  reviewDueOn: '2027-09-30',
  archivedAt: null,
  updatedAt: new Date('2026-11-21T12:00:00Z'),
  version: 3,
  ...overrides,
});

describe('reviewDueText', () => {
  it('says Pending under review, N/A for a draft and Overdue once expired, whatever the date', () => {
    expect(reviewDueText(record({ status: 'review' }), now)).toBe('Pending');
    expect(reviewDueText(record({ status: 'draft' }), now)).toBe('N/A');
    expect(reviewDueText(record({ status: 'expired', reviewDueOn: '2030-01-01' }), now)).toBe('Overdue');
  });

  it('gives an approved policy the time left: months far out, days within 30, Today, then Overdue', () => {
    expect(reviewDueText(record({ reviewDueOn: '2027-09-30' }), now)).toBe('10 months');
    expect(reviewDueText(record({ reviewDueOn: '2027-01-01' }), now)).toBe('1 month');
    expect(reviewDueText(record({ reviewDueOn: '2026-12-23' }), now)).toBe('30 days');
    expect(reviewDueText(record({ reviewDueOn: '2026-11-24' }), now)).toBe('1 day');
    expect(reviewDueText(record({ reviewDueOn: '2026-11-23' }), now)).toBe('Today');
    expect(reviewDueText(record({ reviewDueOn: '2026-11-22' }), now)).toBe('Overdue');
  });

  it('says N/A for an approved policy with no review date', () => {
    expect(reviewDueText(record({ reviewDueOn: null }), now)).toBe('N/A');
  });
});

describe('policyRow', () => {
  it('lists the stored policy with its version label and relative last update', () => {
    expect(policyRow(record(), now)).toEqual({
      id: 'p1',
      name: 'Password Policy',
      version: 'v2.1',
      description: 'Length and rotation.',
      status: 'approved',
      archived: false,
      frameworks: ['soc2'],
      owner: 'Ana',
      lastUpdated: '2 days ago',
      reviewDue: '10 months',
      reviewFrequencyMonths: 12,
      recordVersion: 3,
    });
  });
});

describe('policy templates', () => {
  it('keeps the four template ids of the spec, in its order', () => {
    expect(policyTemplates.map((template) => template.id)).toEqual(['security', 'privacy', 'backup', 'access']);
  });

  it('has a template for each HIPAA administrative policy of the wizard', () => {
    expect(hipaaPolicyTemplates.map((template) => template.id)).toEqual([
      'security-officer',
      'workforce-training',
      'access-management',
      'incident-response',
    ]);
    for (const template of hipaaPolicyTemplates) expect(template.frameworks).toEqual(['hipaa']);
  });

  it('fills every {{organization}} with the organization name', () => {
    const body = filledTemplateBody(policyTemplate('access')!, 'Acme Ltd');
    expect(body).not.toContain('{{organization}}');
    expect(body.match(/Acme Ltd/g)?.length).toBe(policyTemplate('access')!.body.split('{{organization}}').length - 1);
    expect(policyTemplate('nope')).toBeUndefined();
  });
});
