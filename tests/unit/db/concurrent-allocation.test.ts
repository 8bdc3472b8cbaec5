/** @jest-environment node */
import type { IssueCreate } from '@/lib/schemas/ccpa-issues/records';
import { createCcpaIssue } from '@/lib/workspace/ccpa-issues';
import { acceptInvitation, inviteMember } from '@/lib/workspace/organization';
import { WorkspaceError } from '@/lib/workspace/member';
import { currentMembership } from '@/lib/workspace/organization';
import { founder, person } from '../workspace/fixtures';
import { describeOnPostgres, useThrowAwayAppDatabase } from './postgres-fixture';

// What several server processes on one PostgreSQL do at the same moment, as many transactions of one pool
// (10 connections, like each server's): numbers and links handed out once, whichever transaction asks.
describeOnPostgres('allocation under concurrency on PostgreSQL', (serverUrl) => {
  useThrowAwayAppDatabase(serverUrl, 'allocation');

  const issue = (title: string): IssueCreate => ({
    title,
    description: 'Found while testing.',
    priority: 'medium',
    category: 'opt-out',
    tags: [],
    assigneeMemberId: null,
    dueDate: '2026-12-15',
  });
  const now = new Date('2026-11-23T09:00:00Z');

  it('numbers 20 CCPA issues created at once CCPA-2026-001 to -020, each once', async () => {
    const admin = await founder('Concurrent');
    const created = await Promise.all(Array.from({ length: 20 }, (_, n) => createCcpaIssue(admin, issue(`Issue ${n}`), now)));
    const references = created.map((row) => row.reference).sort();
    expect(references).toEqual(Array.from({ length: 20 }, (_, n) => `CCPA-2026-${String(n + 1).padStart(3, '0')}`));
  });

  it('numbers two organizations apart while both create at once', async () => {
    const admins = [await founder('Left'), await founder('Right')];
    const created = await Promise.all(Array.from({ length: 10 }, (_, n) => createCcpaIssue(admins[n % 2]!, issue(`Issue ${n}`), now)));
    for (const admin of admins) {
      const references = created
        .filter((row, n) => admins[n % 2] === admin)
        .map((row) => row.reference)
        .sort();
      expect(references).toEqual(['CCPA-2026-001', 'CCPA-2026-002', 'CCPA-2026-003', 'CCPA-2026-004', 'CCPA-2026-005']);
    }
  });

  it('gives 20 invitations sent at once 20 distinct links, each of which works once', async () => {
    const admin = await founder('Inviter');
    const people = Array.from({ length: 20 }, () => person('Invited'));
    const sent = await Promise.all(people.map((who) => inviteMember(admin, who.email, 'member')));
    expect(new Set(sent.map((invitation) => invitation.token)).size).toBe(20);
    const accepted = await Promise.all(sent.map(({ token }, n) => acceptInvitation(token, people[n]!)));
    expect(accepted.every((joined) => joined.organizationId === admin.organizationId)).toBe(true);
  });

  it('lets one of two acceptances of the same link at once through, and refuses the other', async () => {
    const admin = await founder('Host');
    const guest = person('Guest');
    const { token } = await inviteMember(admin, guest.email, 'viewer');
    const outcomes = await Promise.allSettled([acceptInvitation(token, guest), acceptInvitation(token, guest)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const [refused] = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(refused).toBeInstanceOf(WorkspaceError);
    expect((refused as WorkspaceError).message).toBe('This invitation has already been used. Sign in to reach the organization.');
    expect(await currentMembership(guest.subject)).toMatchObject({ organizationId: admin.organizationId, role: 'viewer' });
  });
});
