/** @jest-environment node */
import { getDb } from '@/lib/db/client';
import { seedPolicies } from '@/lib/seed/policies';
import { listActivity } from '@/lib/workspace/activity';
import { createPolicy, listPolicies, policyStats } from '@/lib/workspace/policies';
import { founder, joinAs, refusal, withThrowAwayDatabase } from './fixtures';

withThrowAwayDatabase('policies');

const input = { name: 'Encryption Standard', description: 'Keys and ciphers.', framework: 'pci' as const, owner: 'Ana', reviewFrequency: '6' as const };

describe('policies', () => {
  it('stores a v1.0 draft of its primary framework and lists it with an activity row', async () => {
    const admin = await founder('Policy Admin');
    const created = await createPolicy(admin, input);
    expect(created).toMatchObject({ name: 'Encryption Standard', status: 'draft', versionLabel: 'v1.0', frameworks: ['pci'], reviewFrequencyMonths: 6, reviewDueOn: null, version: 1 });
    expect(await listPolicies(admin)).toEqual([created]);
    const { entries } = await listActivity(admin);
    expect(entries[0]).toMatchObject({ summary: 'Created the policy Encryption Standard', actorName: admin.displayName });
  });

  it('keeps each organization to its own policies', async () => {
    const first = await founder('First');
    const second = await founder('Second');
    await createPolicy(first, input);
    expect(await listPolicies(second)).toEqual([]);
    expect(await policyStats(second, '2026-11-23')).toEqual({ total: 0, approved: 0, underReview: 0, expiringSoon: 0 });
    expect((await listPolicies(first)).map((policy) => policy.name)).toEqual(['Encryption Standard']);
  });

  it('lets a viewer read but not create, and a member create', async () => {
    const admin = await founder('Owner');
    const viewer = await joinAs(admin, 'viewer');
    const member = await joinAs(admin, 'member');
    expect((await refusal(createPolicy(viewer, input))).kind).toBe('forbidden');
    expect(await listPolicies(viewer)).toEqual([]);
    await createPolicy(member, input);
    expect(await listPolicies(viewer)).toHaveLength(1);
  });

  it('counts the demo library as the spec shows it: 47 total, 38 approved, 6 under review, 3 expiring soon', async () => {
    const admin = await founder('Demo');
    const now = new Date('2026-11-23T09:00:00Z');
    await (await getDb()).transaction((tx) => seedPolicies(tx, admin.organizationId, now));
    expect(await policyStats(admin, '2026-11-23')).toEqual({ total: 47, approved: 38, underReview: 6, expiringSoon: 3 });
    // A month later the three have fallen due and others come within 30 days: the figure follows the dates.
    expect((await policyStats(admin, '2026-12-30')).expiringSoon).not.toBe(3);
    const statuses = new Set((await listPolicies(admin)).map((policy) => policy.status));
    expect(statuses).toEqual(new Set(['approved', 'review', 'draft', 'expired']));
  });
});
