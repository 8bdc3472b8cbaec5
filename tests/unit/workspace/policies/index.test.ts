/** @jest-environment node */
import { getDb } from '@/lib/db/client';
import { policyTemplates, programmePolicyTemplates } from '@/lib/catalog/policy-templates';
import { initialHipaaChoices, answersOf } from '@/lib/domain/frameworks/hipaa-wizard';
import { seedPolicies } from '@/lib/seed/policies';
import { listActivity } from '@/lib/workspace/activity';
import { activateHipaa } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import {
  ALL_POLICIES,
  createPolicy,
  createPolicyFromTemplate,
  getPolicy,
  listPolicies,
  policyStats,
  type PolicyQuery,
} from '@/lib/workspace/policies';
import { archivePolicy } from '@/lib/workspace/policies';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('policies');

const input = {
  name: 'Encryption Standard',
  description: 'Keys and ciphers.',
  framework: 'pci-dss' as const,
  owner: 'Ana',
  reviewFrequency: '6' as const,
};
const names = async (member: Member, query: { q?: string; filters?: Partial<PolicyQuery['filters']> } = {}, today = '2026-11-23') =>
  (await listPolicies(member, { ...ALL_POLICIES, ...query, filters: { ...ALL_POLICIES.filters, ...query.filters } }, today)).rows.map(
    (policy) => policy.name,
  );

describe('policies', () => {
  it('stores a v1.0 draft of its primary framework and lists it with an activity row', async () => {
    const admin = await founder('Policy Admin');
    const created = await createPolicy(admin, input);
    expect(created).toMatchObject({
      name: 'Encryption Standard',
      status: 'draft',
      versionLabel: 'v1.0',
      frameworks: ['pci-dss'],
      reviewFrequencyMonths: 6,
      reviewDueOn: null,
      archivedAt: null,
      version: 1,
    });
    expect(await listPolicies(admin)).toEqual({ rows: [created], total: 1, page: 1, pageCount: 1 });
    const { entries } = await listActivity(admin);
    expect(entries[0]).toMatchObject({ summary: 'Created the policy Encryption Standard', actorName: admin.displayName });
  });

  it('keeps each organization to its own policies', async () => {
    const first = await founder('First');
    const second = await founder('Second');
    const created = await createPolicy(first, input);
    expect((await listPolicies(second)).rows).toEqual([]);
    expect(await policyStats(second, '2026-11-23')).toEqual({ total: 0, approved: 0, underReview: 0, expiringSoon: 0, archived: 0 });
    expect(await names(first)).toEqual(['Encryption Standard']);
    expect((await refusal(getPolicy(second, created.id))).kind).toBe('not-found');
    expect((await refusal(getPolicy(first, UNKNOWN_ID))).kind).toBe('not-found');
    expect((await refusal(getPolicy(first, 'not-a-uuid'))).kind).toBe('not-found');
  });

  it('lets a viewer read but not create, and a member create', async () => {
    const admin = await founder('Owner');
    const viewer = await joinAs(admin, 'viewer');
    const member = await joinAs(admin, 'member');
    expect((await refusal(createPolicy(viewer, input))).kind).toBe('forbidden');
    expect((await refusal(createPolicyFromTemplate(viewer, 'security'))).kind).toBe('forbidden');
    expect((await listPolicies(viewer)).total).toBe(0);
    await createPolicy(member, input);
    expect((await listPolicies(viewer)).total).toBe(1);
  });
});

describe('policy templates', () => {
  it('creates a draft from a template: its name, description, frameworks, and its text filled with the organization name', async () => {
    const admin = await founder('Templater', 'Northwind Health');
    const template = policyTemplates.find((candidate) => candidate.id === 'privacy')!;
    const created = await createPolicyFromTemplate(admin, 'privacy');
    expect(created).toMatchObject({
      name: template.name,
      description: template.description,
      frameworks: ['gdpr', 'ccpa'],
      status: 'draft',
      versionLabel: 'v1.0',
      owner: admin.displayName,
    });
    const detail = await getPolicy(admin, created.id);
    expect(detail.body).toContain('Northwind Health collects, uses, shares');
    expect(detail.body).not.toContain('{{');
    expect(detail.body).toMatch(/^## Purpose/);
    expect((await listActivity(admin)).entries[0]?.summary).toBe('Created the policy Privacy Policy from its template');
  });

  it('creates a draft from a template listed under the cards, as from a card', async () => {
    const admin = await founder('Programme', 'Northwind Health');
    const created = await createPolicyFromTemplate(admin, 'secure-development');
    expect(created).toMatchObject({ name: 'Secure Development Policy', status: 'draft', versionLabel: 'v1.0' });
    const detail = await getPolicy(admin, created.id);
    expect(detail.body).toContain('Northwind Health');
    expect(detail.body).not.toContain('{{');
  });

  it('refuses a template that does not exist', async () => {
    expect((await refusal(createPolicyFromTemplate(await founder('Nobody'), 'bribery'))).kind).toBe('not-found');
  });

  it('every template has the sections of a policy and names the organization', () => {
    for (const template of [...policyTemplates, ...programmePolicyTemplates]) {
      for (const section of [
        '## Purpose',
        '## Scope',
        '## Roles and Responsibilities',
        '## Policy Statements',
        '## Review',
        '## Exceptions',
      ])
        expect(template.body).toContain(section);
      expect(template.body).toContain('{{organization}}');
      expect(template.body.split(/\s+/).length).toBeGreaterThan(250);
    }
  });
});

describe('HIPAA activation drafts', () => {
  const answers = {
    ...answersOf(initialHipaaChoices()),
    organizationName: 'Clinic',
    policies: ['workforce-training' as const, 'incident-response' as const, 'encryption' as const],
  };

  it('makes each administrative policy chosen in the wizard a draft from its template, once', async () => {
    const admin = await founder('Healer', 'Riverside Clinic');
    await createPolicy(admin, { ...input, name: 'HIPAA Workforce Security Training Policy' });
    const saved = await activateHipaa(admin, answers, 0);
    // The security officer is a locked choice; the workforce training policy's name is already in use.
    expect(saved.policyDrafts).toEqual(['HIPAA Security Officer Designation Policy', 'HIPAA Security Incident Procedures Policy']);
    const drafts = (await listPolicies(admin, { ...ALL_POLICIES, filters: { status: 'draft', framework: 'hipaa' } })).rows;
    expect(drafts.map((policy) => policy.name).sort()).toEqual([
      'HIPAA Security Incident Procedures Policy',
      'HIPAA Security Officer Designation Policy',
    ]);
    const officer = await getPolicy(admin, drafts.find((policy) => policy.name.includes('Officer'))!.id);
    expect(officer.body).toContain('designates that person for Riverside Clinic');
    const again = await activateHipaa(admin, answers, saved.version);
    expect(again.policyDrafts).toEqual([]);
    expect((await listPolicies(admin)).total).toBe(3);
  });
});

describe('the policy list', () => {
  let demo: Member;
  const now = new Date('2026-11-23T09:00:00Z');

  beforeAll(async () => {
    demo = await founder('Demo', 'Demo Corp');
    await (await getDb()).transaction((tx) => seedPolicies(tx, demo.organizationId, now));
  });

  it('counts the demo library as the policies page shows it: 47 total, 38 approved, 6 under review, 3 expiring soon', async () => {
    expect(await policyStats(demo, '2026-11-23')).toEqual({ total: 47, approved: 38, underReview: 6, expiringSoon: 3, archived: 0 });
    // A month later the three have fallen due and others come within 30 days: the figure follows the dates.
    expect((await policyStats(demo, '2026-12-30')).expiringSoon).not.toBe(3);
    expect((await policyStats(demo, '2026-12-30')).approved).toBeLessThan(38);
  });

  it('pages the default list, newest change first, with each status shown as of today', async () => {
    const first = await listPolicies(demo, ALL_POLICIES, '2026-11-23');
    expect(first).toMatchObject({ total: 47, page: 1, pageCount: 3 });
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]?.name).toBe('Information Security Policy');
    const times = first.rows.map((row) => row.updatedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const last = await listPolicies(demo, { ...ALL_POLICIES, page: 9 }, '2026-11-23');
    expect(last).toMatchObject({ page: 3, pageCount: 3 });
    expect(last.rows).toHaveLength(7);
    expect(last.rows.find((row) => row.name === 'Access Control Policy')?.status).toBe('expired');
  });

  it('filters by the status shown today, framework and words of the name, description or owner', async () => {
    expect((await listPolicies(demo, { ...ALL_POLICIES, filters: { status: 'approved', framework: '' } }, '2026-11-23')).total).toBe(38);
    expect(await names(demo, { filters: { status: 'expired' } })).toEqual(['Access Control Policy']);
    expect((await listPolicies(demo, { ...ALL_POLICIES, filters: { status: 'review', framework: '' } }, '2026-11-23')).total).toBe(6);
    expect((await listPolicies(demo, { ...ALL_POLICIES, filters: { status: 'draft', framework: '' } }, '2026-11-23')).total).toBe(2);
    expect((await listPolicies(demo, { ...ALL_POLICIES, filters: { status: 'review', framework: 'gdpr' } }, '2026-11-23')).total).toBe(3);
    expect(await names(demo, { q: 'vendor', filters: { status: 'review', framework: 'gdpr' } })).toEqual(['Vendor Management Policy']);
    expect(await names(demo, { q: 'emily access' })).toEqual(['Access Control Policy']);
    expect(await names(demo, { q: 'third-party vendors' })).toEqual(['Vendor Management Policy']);
    expect(await names(demo, { q: '100%_' })).toEqual([]);
    // Later, more approved policies have passed their review due day.
    expect(
      (await listPolicies(demo, { ...ALL_POLICIES, filters: { status: 'expired', framework: '' } }, '2027-06-01')).total,
    ).toBeGreaterThan(1);
  });

  it('leaves archived policies out of the default list and the figures; the Archived filter shows them', async () => {
    const access = (await listPolicies(demo, { ...ALL_POLICIES, filters: { status: 'expired', framework: '' } })).rows[0]!;
    await archivePolicy(demo, access.id, access.version);
    expect(await names(demo, { filters: { status: 'archived' } })).toEqual(['Access Control Policy']);
    expect(await names(demo, { q: 'access control' })).toEqual([]);
    expect(await policyStats(demo, '2026-11-23')).toMatchObject({ total: 46, approved: 38, archived: 1 });
  });
});
