import { slackChecks } from '@/lib/checks/slack';
import type { SlackFacts } from '@/lib/integrations/slack/facts';

const now = new Date('2026-11-28T08:00:00Z');
const evaluate = (twoFactorRequired: SlackFacts['twoFactorRequired']) =>
  slackChecks[0]!.evaluate({ workspace: 'Acme', collectedAt: now.toISOString(), twoFactorRequired }, now);

describe('the Slack workspace requires two-factor sign-in', () => {
  it('passes when Slack says it is required', () => {
    expect(evaluate(true)).toEqual([{ resource: 'Acme', outcome: 'pass', reason: 'The workspace requires two-factor authentication.' }]);
  });

  it('fails when Slack says it is not', () => {
    expect(evaluate(false)).toEqual([
      { resource: 'Acme', outcome: 'fail', reason: 'The workspace does not require two-factor authentication.' },
    ]);
  });

  it('could not evaluate, with the reason, when the plan does not expose it', () => {
    expect(evaluate({ unknown: 'Not on this plan.' })).toEqual([{ resource: 'Acme', outcome: 'unknown', reason: 'Not on this plan.' }]);
  });
});
