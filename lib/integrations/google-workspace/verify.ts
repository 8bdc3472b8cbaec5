import type { Verification } from '../connector';
import { googleClient } from './client';
import { domainOf, type GoogleConnection } from './connection';
import { googleFailure } from './failures';

/**
 * Checks a Google Workspace connection before it is saved: the service account gets a token acting as the admin,
 * and that token lists a user of the customer. Answers the admin's domain, or what is wrong in a sentence.
 */
export async function verifyGoogle(connection: GoogleConnection): Promise<Verification> {
  try {
    const page = await googleClient(connection).get<{ kind?: string }>('/admin/directory/v1/users', {
      customer: 'my_customer',
      maxResults: 1,
    });
    // An address that is not the Admin SDK may answer 200 with JSON of its own: it names no user list.
    if (page?.kind !== 'admin#directory#users') {
      return { ok: false, message: `The answer at ${connection.baseUrl} is not the Admin SDK's user list. Check the API URL.` };
    }
    return { ok: true, account: domainOf(connection.adminEmail) };
  } catch (error) {
    return { ok: false, message: googleFailure(error, connection.baseUrl) };
  }
}
