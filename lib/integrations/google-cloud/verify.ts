import type { Verification } from '../connector';
import { googleCloudClient } from './client';
import { accountOf, type GoogleCloudConnection } from './connection';
import { unknownOf } from './failures';
import { GOOGLE_CLOUD_PERMISSIONS } from './profile';

/**
 * Checks a Google Cloud connection before it is saved: the service account gets a token, and that token lists a
 * project. Answers the project that holds the service account, or what is wrong in a sentence.
 */
export async function verifyGoogleCloud(connection: GoogleCloudConnection): Promise<Verification> {
  try {
    const crm = googleCloudClient(connection).services().cloudresourcemanager;
    const page = await crm.get<{ projects?: unknown }>('/v1/projects', { filter: 'lifecycleState:ACTIVE', pageSize: 1 });
    // Another server may answer 200 with JSON of its own; Resource Manager answers {} when no project is visible.
    if (
      typeof page !== 'object' ||
      page === null ||
      Array.isArray(page) ||
      (page.projects !== undefined && !Array.isArray(page.projects))
    ) {
      return { ok: false, message: `The answer at ${connection.baseUrl} is not Cloud Resource Manager's project list. Check the API URL.` };
    }
    if (!Array.isArray(page.projects) || page.projects.length === 0) {
      return {
        ok: false,
        message: `The service account sees no active project. Grant it its roles on the projects to read, or on the organization (${GOOGLE_CLOUD_PERMISSIONS.projects}).`,
      };
    }
    return { ok: true, account: accountOf(connection.clientEmail) };
  } catch (error) {
    return { ok: false, message: unknownOf(error, 'the projects', GOOGLE_CLOUD_PERMISSIONS.projects, connection.baseUrl).unknown };
  }
}
