import {
  isOpenRequestFinding,
  requestFindingMove,
  requestFindingStepAct,
  requestFindingStepsFrom,
} from '@/lib/domain/audit-requests/finding-rules';
import { requestActAllowed } from '@/lib/domain/audit-requests/request-permissions';

describe('a finding raised on an audit request', () => {
  it('runs from open through the planned and done corrective action to closed, and may be reopened', () => {
    expect(requestFindingStepsFrom('open')).toEqual(['plan']);
    expect(requestFindingStepsFrom('action-planned')).toEqual(['plan', 'done']);
    expect(requestFindingStepsFrom('action-done')).toEqual(['close', 'reopen']);
    expect(requestFindingStepsFrom('closed')).toEqual(['reopen']);
    expect(requestFindingMove('open', 'plan')).toEqual({ ok: true, state: 'action-planned' });
    expect(requestFindingMove('action-done', 'close')).toEqual({ ok: true, state: 'closed' });
    expect(requestFindingMove('closed', 'reopen')).toEqual({ ok: true, state: 'open' });
    expect(requestFindingMove('open', 'close')).toEqual({
      ok: false,
      problem: 'A finding that is open cannot take the step "Close".',
    });
    expect(requestFindingMove('closed', 'done').ok).toBe(false);
    expect(['open', 'action-planned', 'action-done', 'closed'].filter((state) => isOpenRequestFinding(state as never))).toEqual([
      'open',
      'action-planned',
      'action-done',
    ]);
  });

  it('leaves the remedy to the team and lets the audit’s guest raise, close and reopen on their own audit only', () => {
    const guest = { guestOfAuditId: 'audit-a' };
    expect(['plan', 'done'].map((step) => requestFindingStepAct(step as never))).toEqual(['remedy', 'remedy']);
    expect(['close', 'reopen'].map((step) => requestFindingStepAct(step as never))).toEqual(['find', 'find']);
    expect(requestActAllowed(guest, 'find', 'audit-a')).toBe(true);
    expect(requestActAllowed(guest, 'find', 'audit-b')).toBe(false);
    expect(requestActAllowed(guest, 'remedy', 'audit-a')).toBe(false);
    for (const act of ['find', 'remedy'] as const) {
      expect(requestActAllowed({ role: 'viewer' }, act)).toBe(false);
      expect(requestActAllowed({ role: 'member' }, act)).toBe(true);
      expect(requestActAllowed({ role: 'admin' }, act)).toBe(true);
    }
  });
});
