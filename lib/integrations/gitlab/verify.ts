import type { Verification } from '../connector';
import { gitlabClient } from './client';
import { groupPathOf, type GitlabConnection } from './connection';
import { gitlabFailure } from './failures';

/** Checks a GitLab connection before it is saved: the token reads the group. Answers its full path, or what is wrong. */
export async function verifyGitlab(connection: GitlabConnection): Promise<Verification> {
  try {
    const group = await gitlabClient(connection).get<{ full_path?: unknown }>(groupPathOf(connection.group));
    // Another server may answer 200 with JSON of its own: a group has its full path.
    if (typeof group?.full_path !== 'string' || !group.full_path) {
      return { ok: false, message: `The answer at ${connection.baseUrl} is not GitLab's group. Check the GitLab URL.` };
    }
    return { ok: true, account: group.full_path };
  } catch (error) {
    return { ok: false, message: gitlabFailure(error, connection.baseUrl) };
  }
}
