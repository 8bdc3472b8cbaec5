import { markedSummary, OWN_WORK_REFUSAL, signOff, type SignOffStep } from '@/lib/domain/second-person';

const steps: SignOffStep[] = ['approve-policy', 'verify-evidence'];

describe('signOff', () => {
  it.each(steps)('%s: anyone else’s work is allowed and unmarked, whatever the setting and the team', (step) => {
    for (const secondPersonRequired of [true, false])
      for (const otherSignersCount of [0, 1, 5])
        expect(signOff({ step, secondPersonRequired, isOwnWork: false, otherSignersCount })).toEqual({ allowed: true, self: false });
  });

  it.each(steps)('%s: one’s own work is refused while required and someone else could sign it off', (step) => {
    for (const otherSignersCount of [1, 2, 10])
      expect(signOff({ step, secondPersonRequired: true, isOwnWork: true, otherSignersCount })).toEqual({
        allowed: false,
        message: OWN_WORK_REFUSAL[step],
      });
  });

  it.each(steps)('%s: one’s own work is allowed and marked when nobody else could, or with the setting off', (step) => {
    expect(signOff({ step, secondPersonRequired: true, isOwnWork: true, otherSignersCount: 0 })).toEqual({ allowed: true, self: true });
    for (const otherSignersCount of [0, 1, 3])
      expect(signOff({ step, secondPersonRequired: false, isOwnWork: true, otherSignersCount })).toEqual({ allowed: true, self: true });
  });

  it('says who must sign off instead', () => {
    expect(OWN_WORK_REFUSAL['approve-policy']).toBe('You wrote this version: another administrator must approve it.');
    expect(OWN_WORK_REFUSAL['verify-evidence']).toBe('You uploaded these files: another member of your team must verify them.');
  });
});

describe('markedSummary', () => {
  it('adds the mark to a self sign-off only', () => {
    expect(markedSummary('Approved the policy X v1.0', 'approve-policy', true)).toBe('Approved the policy X v1.0 (self-approved)');
    expect(markedSummary('Verified the evidence Y', 'verify-evidence', true)).toBe('Verified the evidence Y (self-verified)');
    expect(markedSummary('Verified the evidence Y', 'verify-evidence', false)).toBe('Verified the evidence Y');
  });
});
