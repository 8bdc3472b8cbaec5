import type { Unknown } from '@/lib/checks/types';

/** What a Slack run read of the workspace: its name and whether it requires two-factor sign-in, where Slack says. */
export type SlackFacts = { workspace: string; collectedAt: string; twoFactorRequired: boolean | Unknown };
