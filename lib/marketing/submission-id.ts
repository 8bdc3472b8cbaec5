/**
 * A random id for one rendered form (32 hex characters). Uses getRandomValues, which unlike randomUUID also
 * works on plain-HTTP origins.
 */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
