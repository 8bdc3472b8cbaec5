import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { dayOf } from '@/lib/domain/calendar-days';
import { queueMail } from '@/lib/mail';
import { siteLink } from '../notifications';
import type { Tx } from '../member';

/** Access links and subscription links carry 32 random bytes; the database keeps only their SHA-256. */
export const TOKEN = /^[\w-]{20,100}$/;
export const hashOf = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
export const newToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token) };
};

export const accessLinkPath = (slug: string, token: string): string => `/trust/${slug}/access/${token}`;

type Requester = { name: string; email: string; organizationId: string; organizationName: string };

/** The letter that gives the requester their link (after an approval, or at once for an approved domain). */
export async function mailAccessLink(tx: Tx, to: Requester, path: string, expiresAt: Date): Promise<void> {
  const link = siteLink(path);
  await queueMail(tx, {
    kind: 'trust-access-link',
    to: to.email,
    organizationId: to.organizationId,
    subject: `Your access to ${to.organizationName}'s trust center documents`,
    body: `Hello ${to.name},\n\n${to.organizationName} approved your request. The link below opens the documents until ${dayOf(expiresAt)}. It is for you alone: each download is logged and carries your name.`,
    link,
  });
}

/** The letter that tells the requester their request is waiting for a decision. */
export async function mailRequestReceived(tx: Tx, to: Requester): Promise<void> {
  await queueMail(tx, {
    kind: 'trust-request-received',
    to: to.email,
    organizationId: to.organizationId,
    subject: `Your request to ${to.organizationName}'s trust center`,
    body: `Hello ${to.name},\n\n${to.organizationName} received your request for its private documents. You will receive an e-mail once it is decided.`,
  });
}

/** The letter that tells the requester their request was declined, and why. */
export async function mailDeclined(tx: Tx, to: Requester, reason: string): Promise<void> {
  await queueMail(tx, {
    kind: 'trust-request-declined',
    to: to.email,
    organizationId: to.organizationId,
    subject: `Your request to ${to.organizationName}'s trust center`,
    body: `Hello ${to.name},\n\n${to.organizationName} declined your request for its private documents.\n\nReason: ${reason}`,
  });
}

/** The letter that tells the organization's administrators a request waits for their decision. */
export async function mailAdminsOfRequest(tx: Tx, admins: readonly string[], request: Requester & { company: string }): Promise<void> {
  const link = siteLink('/manage/settings?path=trust');
  for (const email of admins) {
    await queueMail(tx, {
      kind: 'trust-request-to-admins',
      to: email,
      organizationId: request.organizationId,
      subject: `Trust center: ${request.name} (${request.company}) asks for the private documents`,
      body: `${request.name} of ${request.company} (${request.email}) accepted the NDA and asks for the private documents of the trust center. Approve or decline in Settings › Trust center.`,
      link,
    });
  }
}
