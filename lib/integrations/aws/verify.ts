import { GetCallerIdentityCommand } from '@aws-sdk/client-sts';
import type { Verification } from '../connector';
import { credentialsOf, stsClient, type AwsConnection, type AwsCredentials } from './client';
import { assumeRoleFailure, awsFailure } from './failures';

/**
 * Checks an AWS connection before it is saved: in role mode the role is assumed first, then STS GetCallerIdentity
 * names the account the credentials belong to. Answers the 12-digit account id, or what is wrong in a sentence.
 */
export async function verifyAws(connection: AwsConnection): Promise<Verification> {
  let credentials: AwsCredentials;
  try {
    credentials = await credentialsOf(connection);
  } catch (error) {
    const roleArn = connection.method === 'role' ? connection.roleArn : '';
    return { ok: false, message: assumeRoleFailure(error, { baseUrl: connection.baseUrl, roleArn }) };
  }
  try {
    const identity = await stsClient(connection, credentials).send(new GetCallerIdentityCommand({}));
    if (!identity.Account || !/^\d{12}$/.test(identity.Account)) {
      return { ok: false, message: 'AWS did not name the account of these credentials. Check the endpoint URL.' };
    }
    return { ok: true, account: identity.Account };
  } catch (error) {
    return { ok: false, message: awsFailure(error, connection) };
  }
}
