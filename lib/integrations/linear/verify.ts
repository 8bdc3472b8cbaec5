import type { Verification } from '../connector';
import { teamOf, type LinearConnection } from './client';
import { LinearError } from './errors';
import { linearFailure } from './failures';

/** Checks a Linear connection before it is saved: the API key reads the team. Answers its key, or what is wrong. */
export async function verifyLinear(connection: LinearConnection): Promise<Verification> {
  try {
    const team = await teamOf(connection);
    if (!team) return { ok: false, message: linearFailure(new LinearError('TEAM_NOT_FOUND'), connection.baseUrl) };
    return { ok: true, account: team.key };
  } catch (error) {
    return { ok: false, message: linearFailure(error, connection.baseUrl) };
  }
}

/** A run of a tracker reads the team again, so its card shows the team still answers. */
export async function linearTeamFacts(connection: LinearConnection, now: Date) {
  const team = await teamOf(connection);
  return { team: connection.teamKey, name: team?.name ?? connection.teamKey, collectedAt: now.toISOString() };
}
