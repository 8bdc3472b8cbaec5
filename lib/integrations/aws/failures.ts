import type { Unknown } from '@/lib/checks/types';
import { refusalOf } from '@/lib/outbound';

/** An AWS SDK error as far as it is read here: AWS's error code (its name) and `$fault`, absent when AWS never answered. */
type ServiceError = Error & { $fault: 'client' | 'server'; $metadata?: { httpStatusCode?: number } };

const isServiceError = (error: unknown): error is ServiceError =>
  error instanceof Error && typeof (error as ServiceError).$fault === 'string';

/** AWS's error code of a failed request ("AccessDenied", "NoSuchEntity"), or null when AWS never answered. */
export const awsErrorCode = (error: unknown): string | null => (isServiceError(error) ? error.name : null);

const REFUSED = ['AccessDenied', 'AccessDeniedException', 'UnauthorizedOperation', 'UnauthorizedAccess', 'AllAccessDisabled'];
const THROTTLED = ['Throttling', 'ThrottlingException', 'TooManyRequestsException', 'RequestLimitExceeded', 'SlowDown'];
const BAD_KEY = ['InvalidClientTokenId', 'InvalidAccessKeyId', 'UnrecognizedClientException'];
const BAD_SIGNATURE = ['SignatureDoesNotMatch', 'IncompleteSignature'];
const EXPIRED = ['ExpiredToken', 'ExpiredTokenException', 'RequestExpired'];

export const isRefusal = (code: string | null) => code !== null && REFUSED.includes(code);
export const isThrottling = (code: string | null) => code !== null && THROTTLED.includes(code);

/** AWS could not be reached: where, and whether it timed out or the connection failed. */
function unreachable(error: unknown, baseUrl: string): string {
  const timedOut = error instanceof Error && /abort|timeout/i.test(`${error.name} ${error.message}`);
  const why = timedOut ? 'it did not answer within 15 seconds' : 'the connection failed';
  return baseUrl
    ? `AWS could not be reached at ${baseUrl}: ${why}. Check the endpoint URL.`
    : `AWS could not be reached: ${why}. Check that the server can reach AWS's endpoints.`;
}

/**
 * What went wrong with an AWS request signed with the connection's credentials, in a sentence a person can act on:
 * AWS's error code and what to check, never the credentials nor AWS's own message.
 */
export function awsFailure(error: unknown, { baseUrl }: { baseUrl: string }): string {
  const refusal = refusalOf(error);
  if (refusal?.kind === 'web-page') return `AWS did not answer at ${baseUrl}: a web page did. Check the endpoint URL.`;
  if (refusal) return `${refusal.message} Check the endpoint URL.`;
  const code = awsErrorCode(error);
  if (code === null) {
    if (error instanceof Error && error.name === 'CredentialsProviderError') {
      return 'The server has no AWS credentials of its own to assume the role with. Give it credentials (environment, profile or instance role).';
    }
    return unreachable(error, baseUrl);
  }
  if (BAD_KEY.includes(code)) return `AWS refused the access key (${code}). Check the key id and secret.`;
  if (BAD_SIGNATURE.includes(code)) return `AWS refused the request's signature (${code}). Check the secret access key.`;
  if (EXPIRED.includes(code)) return `AWS refused the credentials as expired (${code}). Connect again with current credentials.`;
  if (isThrottling(code)) return `AWS throttled the requests (${code}). Try again in a few minutes.`;
  if (isRefusal(code)) return `AWS refused the request (${code}). Attach the SecurityAudit policy.`;
  return `AWS answered ${code}. Try again later.`;
}

/** Why a role could not be assumed: AWS's refusal of the trust, or the server's own credentials failing. */
export function assumeRoleFailure(error: unknown, { baseUrl, roleArn }: { baseUrl: string; roleArn: string }): string {
  const code = awsErrorCode(error);
  if (isRefusal(code)) {
    return `AWS refused to let the product assume ${roleArn} (${code}). Check the role's trust policy and external id.`;
  }
  if (code !== null && (BAD_KEY.includes(code) || BAD_SIGNATURE.includes(code) || EXPIRED.includes(code))) {
    return `AWS refused the server's own credentials when assuming ${roleArn} (${code}). Check the credentials the server runs with.`;
  }
  return awsFailure(error, { baseUrl });
}

/** The read connection a fact is read over, and the IAM action(s) it needs when a refusal should name them. */
type ReadContext = { baseUrl: string; permission?: string };

/**
 * Why a fact could not be read: the credentials may not read `what` (naming the action to grant when known), AWS
 * throttled, or a general failure.
 */
export function awsReadFailure(error: unknown, what: string, connection: ReadContext): string {
  const code = awsErrorCode(error);
  if (isRefusal(code) && connection.permission) {
    return `The credentials may not read ${what} (${code}). Grant ${connection.permission} (part of the SecurityAudit policy).`;
  }
  if (isRefusal(code)) return `The credentials may not read ${what} (${code}). Attach the SecurityAudit policy.`;
  if (isThrottling(code)) return `AWS throttled the requests for ${what} (${code}). Try again in a few minutes.`;
  return awsFailure(error, connection);
}

/** An answer AWS gave that the product cannot use (a report not ready in time); its message is the reason. */
export class UnusableAnswer extends Error {}

/** Answers `read()`, or why it could not be read: an unusable answer's own message, or AWS's failure as a sentence. */
export async function attempt<T>(read: () => Promise<T>, what: string, connection: ReadContext): Promise<T | Unknown> {
  try {
    return await read();
  } catch (error) {
    return { unknown: error instanceof UnusableAnswer ? error.message : awsReadFailure(error, what, connection) };
  }
}
