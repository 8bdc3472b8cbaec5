/** The address links in e-mails take while SITE_URL is unset (its default in lib/env.ts). */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/** Host names and addresses that reach this machine only. */
const LOOPBACK = /^(localhost|[\w.-]+\.localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|\[::1\])$/i;

export type ListeningServer = {
  /** SITE_URL as set in the environment: empty or absent means unset. */
  siteUrl: string | undefined;
  /** The host the server listens on (its bound address, lib/listening-address.ts): absent means every interface. */
  hostname: string | undefined;
  port: number;
};

/**
 * The start-up warning for links in e-mails (invitations, password resets) that would lead nowhere: SITE_URL is
 * unset, so they point to http://localhost:3000, while people reach this server from elsewhere (it listens beyond
 * this machine) or on another port. Null when SITE_URL is set, or when the default is where the server is.
 */
export function siteUrlWarning({ siteUrl, hostname, port }: ListeningServer): string | null {
  if (siteUrl?.trim()) return null;
  const host = hostname?.trim() || '0.0.0.0';
  if (LOOPBACK.test(host) && port === 3000) return null;
  const where = LOOPBACK.test(host)
    ? `on port ${port}`
    : `on ${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}, beyond this machine`;
  return (
    `SITE_URL is not set: links in e-mails (invitations, password resets) would point to ${DEFAULT_SITE_URL}, ` +
    `while this server listens ${where}. Set SITE_URL to the address people open it at, e.g. SITE_URL=https://compliance.example.com.`
  );
}
