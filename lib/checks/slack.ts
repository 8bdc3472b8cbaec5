import type { SlackFacts } from '@/lib/integrations/slack/facts';
import { isUnknown, type CheckDefinition } from './types';

/** Slack's one check: the workspace requires two-factor sign-in of every member. */
export const slackChecks: readonly CheckDefinition<SlackFacts>[] = [
  {
    id: 'slack.workspace-2fa',
    title: 'The Slack workspace requires two-factor sign-in',
    proves: 'Every member of the Slack workspace signs in with a second factor.',
    controls: ['AC-05'],
    severity: 'medium',
    logic: {
      reads: "The workspace's settings, from Slack's team.info, where the workspace's plan exposes its two-factor requirement.",
      rule: 'The workspace requires two-factor authentication of every member.',
      pass: 'Slack says the workspace requires two-factor authentication.',
      fail: 'Slack says the workspace does not require it.',
      unknown: "Slack does not expose the setting on the workspace's plan, the token lacks team:read, or Slack could not be reached.",
    },
    evaluate: (facts) => {
      const resource = facts.workspace;
      if (isUnknown(facts.twoFactorRequired)) return [{ resource, outcome: 'unknown', reason: facts.twoFactorRequired.unknown }];
      return facts.twoFactorRequired
        ? [{ resource, outcome: 'pass', reason: 'The workspace requires two-factor authentication.' }]
        : [{ resource, outcome: 'fail', reason: 'The workspace does not require two-factor authentication.' }];
    },
  },
];
