import { filteredDecisionSchema } from '@/lib/schemas/access-reviews/records';

const sent = {
  campaignId: '5f0c6c1e-8d4b-4c41-9d43-2a6f1f3b9a10',
  decision: 'revoke',
  reason: ' Left in October ',
  filters: { system: '', status: 'departed', admin: '', undecided: true },
  fingerprint: 'a'.repeat(64),
};

describe('filteredDecisionSchema', () => {
  it('reads what the bulk decision bar sends: the filters and the fingerprint, no accounts', () => {
    const parsed = filteredDecisionSchema.parse({ ...sent, accounts: [{ id: sent.campaignId, version: 1 }] });
    expect(parsed).toEqual({ ...sent, reason: 'Left in October' });
  });

  it.each([
    ['a status that is not one', { ...sent, filters: { ...sent.filters, status: 'gone' } }],
    ['undecided as text', { ...sent, filters: { ...sent.filters, undecided: 'yes' } }],
    ['no fingerprint', { ...sent, fingerprint: undefined }],
    ['another decision', { ...sent, decision: 'delete' }],
  ])('refuses %s', (_name, input) => expect(filteredDecisionSchema.safeParse(input).success).toBe(false));
});
