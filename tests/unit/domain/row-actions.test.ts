import { auditActionsFor, evidenceActionsFor, policyActionsFor, reportActionsFor } from '@/lib/domain/row-actions';
import { evidenceStatuses } from '@/lib/schemas/evidence';
import { auditStatuses } from '@/lib/schemas/audit';

describe('policyActionsFor (spec §2.4)', () => {
  it.each([
    ['approved', ['View', 'Edit', 'Download']],
    ['review', ['View', 'Review', 'Comments']],
    ['draft', ['Edit', 'Submit', 'Delete']],
    ['expired', ['Update', 'Renew', 'Archive']],
  ] as const)('%s offers %j', (status, actions) => {
    expect(policyActionsFor(status)).toEqual(actions);
  });
});

describe('evidenceActionsFor', () => {
  it.each([
    ['verified', ['View', 'Download', 'Archive']],
    ['pending', ['View', 'Review', 'Edit']],
    ['failed', ['View', 'Retry', 'Replace']],
  ] as const)('%s offers %j', (status, actions) => {
    expect(evidenceActionsFor(status)).toEqual(actions);
  });

  it('offers all seven evidence actions across the statuses', () => {
    const all = new Set(evidenceStatuses.flatMap((status) => evidenceActionsFor(status)));
    expect([...all].sort()).toEqual(['Archive', 'Download', 'Edit', 'Replace', 'Retry', 'Review', 'View']);
  });
});

describe('reportActionsFor', () => {
  it('a Generating report offers Cancel and View Progress', () => {
    expect(reportActionsFor('generating')).toEqual(['Cancel', 'View Progress']);
  });

  it('a generated report can be viewed and downloaded', () => {
    expect(reportActionsFor('generated')).toEqual(['View', 'Download', 'Share']);
  });
});

describe('auditActionsFor', () => {
  it('gives every status at least one action, View Report only once completed', () => {
    for (const status of auditStatuses) {
      const actions = auditActionsFor(status);
      expect(actions.length).toBeGreaterThan(0);
      expect(actions.includes('View Report')).toBe(status === 'completed');
    }
  });
});
