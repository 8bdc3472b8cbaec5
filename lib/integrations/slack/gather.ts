import type { Unknown } from '@/lib/checks/types';
import type { AlertChannel } from '../trackers/types';
import type { Verification } from '../connector';
import { slackApi, SlackError, type SlackConnection } from './client';
import type { SlackFacts } from './facts';
import { slackFailure } from './failures';

type TeamInfo = { team?: { id?: string; name?: string; two_factor_required?: unknown } };

/** Checks a Slack connection before it is saved: the token is the workspace's bot, and it sees the channel. */
export async function verifySlack(connection: SlackConnection): Promise<Verification> {
  const api = slackApi(connection);
  try {
    const auth = await api<{ team?: string }>('auth.test');
    await api('conversations.info', undefined, { channel: connection.channel });
    return { ok: true, account: String(auth.team ?? 'Slack') };
  } catch (error) {
    return { ok: false, message: slackFailure(error, connection.baseUrl) };
  }
}

/**
 * The workspace's settings as team.info shows them. Slack exposes whether two-factor is required only on some plans
 * (as `two_factor_required`); otherwise the fact is kept as could not evaluate, with the reason.
 */
export async function gatherSlackFacts(connection: SlackConnection, now: Date): Promise<SlackFacts> {
  let twoFactorRequired: boolean | Unknown;
  let workspace = connection.channel;
  try {
    const { team } = await slackApi(connection)<TeamInfo>('team.info');
    workspace = String(team?.name ?? workspace);
    twoFactorRequired =
      typeof team?.two_factor_required === 'boolean'
        ? team.two_factor_required
        : {
            unknown:
              "Slack's team.info does not say whether two-factor is required on this workspace's plan; check Workspace settings › Authentication and upload it as evidence.",
          };
  } catch (error) {
    twoFactorRequired = {
      unknown:
        error instanceof SlackError && error.code === 'missing_scope'
          ? 'The bot token lacks the team:read scope. Add it to the app and install it again.'
          : slackFailure(error, connection.baseUrl),
    };
  }
  return { workspace, collectedAt: now.toISOString(), twoFactorRequired };
}

/** The channel as the sync posts to it: one chat.postMessage a message. */
export function slackChannel(connection: SlackConnection): AlertChannel {
  const api = slackApi(connection);
  return {
    failureOf: (error) => slackFailure(error, connection.baseUrl),
    post: async (text) => {
      await api('chat.postMessage', { channel: connection.channel, text, unfurl_links: false });
    },
  };
}
