/**
 * A host the operator allows although it is private or answers plain http (a GitHub Enterprise Server on the
 * company network, a MinIO, a local stand-in): its name or IP as a URL writes it, and one port or every port.
 */
export type AllowedHost = { hostname: string; port: number | null };

/** Why an entry of OUTBOUND_ALLOWED_HOSTS is not a host[:port], or null when it is one (never the entry itself). */
function entryProblem(entry: string): string | null {
  if (!/^(\[[0-9a-fA-F:.]+\]|[^\s/?#@:[\]]+)(:\d{1,5})?$/.test(entry)) return 'is not a host or host:port';
  const port = /:(\d{1,5})$/.exec(entry)?.[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return 'has a port outside 1 to 65535';
  return URL.canParse(`http://${entry}/`) ? null : 'is not a host or host:port';
}

/** The entries of a comma-separated `host[:port],…` list, trimmed, empty ones dropped. */
const entriesOf = (text: string) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The first problem of a `host[:port],…` list, or null when every entry is a host with an optional port. */
export function allowedHostsProblem(text: string): string | null {
  for (const [index, entry] of entriesOf(text).entries()) {
    const problem = entryProblem(entry);
    if (problem) return `entry ${index + 1} ${problem}`;
  }
  return null;
}

/**
 * Reads a checked `host[:port],…` list. Hosts are normalized as a URL normalizes them, so `2130706433` and
 * `127.0.0.1` name the same host and a name is matched without regard to case.
 */
export function parseAllowedHosts(text: string): AllowedHost[] {
  return entriesOf(text).map((entry) => {
    const url = new URL(`http://${entry}/`);
    const port = /:(\d{1,5})$/.exec(entry)?.[1];
    return { hostname: url.hostname, port: port === undefined ? null : Number(port) };
  });
}

/** The port a URL connects to: its own, or its scheme's. */
export const portOf = (url: URL): number => (url.port ? Number(url.port) : url.protocol === 'http:' ? 80 : 443);

/** Whether the operator allows the URL's host and port. */
export const isAllowedUrl = (allowed: readonly AllowedHost[], url: URL): boolean =>
  allowed.some((host) => host.hostname === url.hostname && (host.port === null || host.port === portOf(url)));

/** Whether the operator allows the host name on some port (a connection's look-up knows only the name). */
export const isAllowedHostname = (allowed: readonly AllowedHost[], hostname: string): boolean =>
  allowed.some((host) => host.hostname === hostname.toLowerCase() || host.hostname === `[${hostname}]`);
