/** Rules of access to a trust center's private documents and of its subscribers' notices. */
import { addDays, DAY_MS, dayOf } from '../calendar-days';

export const ACCESS_DAYS_MIN = 1;
export const ACCESS_DAYS_MAX = 365;
export const ACCESS_DAYS_DEFAULT = 30;
/** Subprocessor changes take effect this many days after the notice, so customers have the time to object. */
export const NOTICE_DAYS = 30;

/** Addresses anyone can open: a request from one of them says nothing of the company it names. */
export const freeMailDomains: ReadonlySet<string> = new Set([
  'aol.com',
  'gmail.com',
  'gmx.com',
  'gmx.de',
  'googlemail.com',
  'hotmail.com',
  'icloud.com',
  'live.com',
  'mail.com',
  'mail.ru',
  'me.com',
  'msn.com',
  'outlook.com',
  'proton.me',
  'protonmail.com',
  'qq.com',
  'yahoo.com',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
]);

export const WORK_EMAIL_MESSAGE = 'Enter your work e-mail address (personal mail services are not accepted).';
export const EMAIL_MESSAGE = 'Enter a valid e-mail address.';
export const DOMAIN_MESSAGE = 'Enter a domain such as example.com.';
export const FREE_DOMAIN_MESSAGE = 'A personal mail service cannot be an approved domain.';

const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The domain of an e-mail address, lower-cased, or null when it is no address. */
export function emailDomain(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .trim()
    .slice(at + 1)
    .toLowerCase();
  return DOMAIN.test(domain) ? domain : null;
}

/** Why `email` cannot ask for documents, or null: it must be an address of a company, not of a free mail service. */
export function workEmailProblem(email: string): string | null {
  const domain = emailDomain(email);
  if (!domain || !/^[^\s@]+$/.test(email.trim().slice(0, email.trim().lastIndexOf('@')))) return EMAIL_MESSAGE;
  if (freeMailDomains.has(domain)) return WORK_EMAIL_MESSAGE;
  return null;
}

/** A domain as an administrator types it ("@Example.COM ", "https://example.com/") made plain, or null. */
export function normalizedDomain(input: string): string | null {
  const domain = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^@/, '')
    .replace(/\/.*$/, '')
    .replace(/\.$/, '');
  return DOMAIN.test(domain) ? domain : null;
}

/** Why `input` cannot be an approved domain, or null. */
export function approvedDomainProblem(input: string): string | null {
  const domain = normalizedDomain(input);
  if (!domain) return DOMAIN_MESSAGE;
  if (freeMailDomains.has(domain)) return FREE_DOMAIN_MESSAGE;
  return null;
}

/** Whether `email` belongs to an approved domain or one of its subdomains (eu.acme.com under acme.com). */
export function isAutoApproved(email: string, approved: readonly string[]): boolean {
  const domain = emailDomain(email);
  if (!domain || freeMailDomains.has(domain)) return false;
  return approved.some((entry) => domain === entry || domain.endsWith(`.${entry}`));
}

/** The NDA's text as it is compared: line ends and trailing spaces do not make a new version. */
const plain = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

/**
 * The version a saved NDA text gets: the next number when the text differs from the current one (or there is
 * none), null when it is the same text, so saving twice does not make a version nobody accepted differently.
 */
export function nextNdaVersion(current: { version: number; text: string } | null, text: string): number | null {
  if (current && plain(current.text) === plain(text)) return null;
  return (current?.version ?? 0) + 1;
}

export const NDA_CHANGED_MESSAGE = 'The NDA changed while you were reading it. Read the new text and accept it again.';
export const NO_NDA_MESSAGE = 'Access requests are not open yet: this organization has not published its NDA.';

/** Why a request accepting NDA version `accepted` is refused while `current` is the latest, or null. */
export function ndaAcceptanceProblem(accepted: number, current: number | null): string | null {
  if (current === null) return NO_NDA_MESSAGE;
  return accepted === current ? null : NDA_CHANGED_MESSAGE;
}

export type AccessRequestState = 'requested' | 'approved' | 'declined' | 'revoked';
/** What a request amounts to at a moment: its state, with an approval past its end counted as expired. */
export type AccessStanding = AccessRequestState | 'expired';

/** The moment an approval for `days` days made at `now` ends. */
export const accessExpiry = (now: Date, days: number): Date => new Date(now.getTime() + days * DAY_MS);

export function accessStanding(request: { state: AccessRequestState; expiresAt: Date | null }, now: Date): AccessStanding {
  if (request.state !== 'approved') return request.state;
  return request.expiresAt !== null && request.expiresAt.getTime() > now.getTime() ? 'approved' : 'expired';
}

export type AccessDecision = 'approve' | 'decline' | 'revoke';

/** Why `decision` cannot be made on a request in `standing`, or null: only a waiting request is decided; only access given is revoked. */
export function decisionProblem(standing: AccessStanding, decision: AccessDecision): string | null {
  if (decision === 'revoke') return standing === 'approved' || standing === 'expired' ? null : 'Only approved access can be revoked.';
  return standing === 'requested' ? null : 'This request was already decided. Reload the page to see its state.';
}

export type AccessLinkProblem = 'not-found' | 'expired' | 'revoked';

export const accessLinkMessages: Record<AccessLinkProblem, string> = {
  'not-found': 'This access link is not valid. Ask for access again from the trust page.',
  expired: 'This access link has expired. Ask for access again from the trust page.',
  revoked: 'Access through this link was revoked by the organization.',
};

/** Why an access link cannot open documents at `now`, or null when it can. */
export function accessLinkProblem(
  request: { state: AccessRequestState; expiresAt: Date | null } | null,
  now: Date,
): AccessLinkProblem | null {
  if (!request) return 'not-found';
  const standing = accessStanding(request, now);
  if (standing === 'approved') return null;
  if (standing === 'expired') return 'expired';
  if (standing === 'revoked') return 'revoked';
  return 'not-found';
}

/** The line printed on each page of a downloaded PDF: who it was given to, and when. */
export function stampLine(who: { name: string; company: string }, at: Date): string {
  const when = at.toISOString().replace('T', ' ').slice(0, 16);
  return `Provided to ${who.name} (${who.company}) on ${when} UTC. Confidential: under NDA, do not share.`;
}

export type SubprocessorChange = 'added' | 'removed';

/** What subscribers are told of a vendor's change: added or removed as a subprocessor, or nothing. */
export function subprocessorChange(before: boolean | null, after: boolean | null): SubprocessorChange | null {
  if (after && !before) return 'added';
  if (before && !after) return 'removed';
  return null;
}

/** The day (YYYY-MM-DD) a change noticed at `now` takes effect. */
export const noticeEffectiveDay = (now: Date): string => addDays(dayOf(now), NOTICE_DAYS);

/** The notice subscribers receive about a subprocessor change. */
export function subprocessorNotice(input: {
  organizationName: string;
  vendorName: string;
  purpose: string;
  change: SubprocessorChange;
  effectiveOn: string;
  trustLink: string;
  unsubscribeLink: string;
}): { subject: string; body: string } {
  const verb = input.change === 'added' ? 'adds' : 'removes';
  const subject = `${input.organizationName} ${verb} a subprocessor: ${input.vendorName}`;
  const body = [
    `${input.organizationName} ${verb} ${input.vendorName}${input.purpose ? ` (${input.purpose})` : ''} ${input.change === 'added' ? 'to' : 'from'} its subprocessors.`,
    `The change takes effect on ${input.effectiveOn}. If you object to it, tell ${input.organizationName} before that date.`,
    `The current list of subprocessors: ${input.trustLink}`,
    `To stop receiving these notices: ${input.unsubscribeLink}`,
  ].join('\n\n');
  return { subject, body };
}
