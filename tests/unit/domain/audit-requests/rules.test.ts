import { decisionRefusal, decisionsOf, isOwnersTurn } from '@/lib/domain/audit-requests/rules';
import { CLOSED_AUDIT_MESSAGE, requestActAllowed, requestWriteRefusal } from '@/lib/domain/audit-requests/request-permissions';

describe('request decisions', () => {
  it.each([
    ['submit', 'open'],
    ['submit', 'returned'],
    ['accept', 'submitted'],
    ['return', 'submitted'],
  ] as const)('allows %s from %s', (decision, status) => {
    expect(decisionRefusal(decision, status)).toBeNull();
  });

  it.each([
    ['submit', 'submitted', 'Only an open or returned request is submitted.'],
    ['submit', 'accepted', 'Only an open or returned request is submitted.'],
    ['accept', 'open', 'Only a submitted request is accepted.'],
    ['accept', 'accepted', 'Only a submitted request is accepted.'],
    ['return', 'returned', 'Only a submitted request is returned.'],
    ['return', 'accepted', 'Only a submitted request is returned.'],
  ] as const)('refuses %s from %s', (decision, status, message) => {
    expect(decisionRefusal(decision, status)).toBe(message);
  });

  it('offers each status its decisions, and gives open and returned requests back to their owner', () => {
    expect(decisionsOf('open')).toEqual(['submit']);
    expect(decisionsOf('submitted')).toEqual(['accept', 'return']);
    expect(decisionsOf('accepted')).toEqual([]);
    expect(['open', 'submitted', 'accepted', 'returned'].filter((status) => isOwnersTurn(status as never))).toEqual(['open', 'returned']);
  });

  it('lets viewers read only, and members and admins act', () => {
    expect(requestActAllowed({ role: 'viewer' }, 'view')).toBe(true);
    for (const act of ['prepare', 'decide', 'comment'] as const) {
      expect(requestActAllowed({ role: 'viewer' }, act)).toBe(false);
      expect(requestActAllowed({ role: 'member' }, act)).toBe(true);
      expect(requestActAllowed({ role: 'admin' }, act)).toBe(true);
    }
  });

  it('lets an audit’s guest read, ask, decide and comment on that audit only, and never prepare', () => {
    const guest = { guestOfAuditId: 'audit-a' };
    for (const act of ['view', 'ask', 'decide', 'comment'] as const) {
      expect(requestActAllowed(guest, act, 'audit-a')).toBe(true);
      expect(requestActAllowed(guest, act, 'audit-b')).toBe(false);
      expect(requestActAllowed(guest, act)).toBe(false);
    }
    expect(requestActAllowed(guest, 'prepare', 'audit-a')).toBe(false);
    expect(requestActAllowed({ role: 'viewer' }, 'ask')).toBe(false);
    expect(requestActAllowed({ role: 'member' }, 'ask')).toBe(true);
  });

  it('keeps a cancelled or completed audit’s requests as they were', () => {
    expect(requestWriteRefusal('cancelled')).toBe(CLOSED_AUDIT_MESSAGE);
    expect(requestWriteRefusal('completed')).toBe(CLOSED_AUDIT_MESSAGE);
    for (const status of ['scheduled', 'preparing', 'in-progress'] as const) expect(requestWriteRefusal(status)).toBeNull();
  });
});
