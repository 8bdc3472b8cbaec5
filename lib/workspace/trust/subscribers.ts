import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { organizations, trustSubscribers } from '@/lib/db/schema';
import { noticeEffectiveDay, subprocessorChange, subprocessorNotice } from '@/lib/domain/trust/access';
import { kickMailSender, queueMail } from '@/lib/mail';
import { siteLink } from '../notifications';
import { WorkspaceError, type Tx } from '../member';
import { hashOf, newToken, TOKEN } from './access-letters';
import { PAGE_GONE_MESSAGE } from './access-requests';
import { publishedTrustOrganization } from './public';
import { storedTrustSettings } from './settings';

export const subscriptionPath = (slug: string, action: 'confirm' | 'unsubscribe', token: string) =>
  `/trust/${slug}/subscription/${action}/${token}`;

/**
 * Subscribes `email` to the page's subprocessor notices (no member: the public form): a confirmation link is
 * mailed, and nothing else is sent until it is opened. Subscribing again mails a new confirmation link.
 */
export async function subscribeToTrustPage(slug: string, email: string): Promise<void> {
  const organizationId = await publishedTrustOrganization(slug);
  if (!organizationId) throw new WorkspaceError('not-found', PAGE_GONE_MESSAGE);
  const address = email.trim().toLowerCase();
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [organization] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
    const confirm = newToken();
    const unsubscribe = newToken();
    const [row] = await tx
      .insert(trustSubscribers)
      .values({ organizationId, email: address, confirmTokenHash: confirm.hash, unsubscribeTokenHash: unsubscribe.hash })
      .onConflictDoUpdate({
        target: [trustSubscribers.organizationId, trustSubscribers.email],
        set: { confirmTokenHash: confirm.hash },
      })
      .returning({ confirmed: trustSubscribers.confirmed });
    if (row?.confirmed) return;
    await queueMail(tx, {
      kind: 'trust-subscription-confirmation',
      to: address,
      organizationId,
      subject: `Confirm your subscription to ${organization?.name ?? 'the'} trust center`,
      body: `Open the link below to receive notices when ${organization?.name ?? 'the organization'} changes its subprocessors. If you did not ask for this, ignore this e-mail.`,
      link: siteLink(subscriptionPath(slug, 'confirm', confirm.token)),
    });
  });
  kickMailSender();
}

/** Confirms or ends a subscription through its mailed link. Answers false when the link names no subscription. */
export async function changeSubscription(action: 'confirm' | 'unsubscribe', token: string): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const db = await getDb();
  if (action === 'confirm') {
    const confirmed = await db
      .update(trustSubscribers)
      .set({ confirmed: true })
      .where(eq(trustSubscribers.confirmTokenHash, hashOf(token)))
      .returning({ id: trustSubscribers.id });
    return confirmed.length > 0;
  }
  const removed = await db
    .delete(trustSubscribers)
    .where(eq(trustSubscribers.unsubscribeTokenHash, hashOf(token)))
    .returning({ id: trustSubscribers.id });
  return removed.length > 0;
}

type VendorFacts = { name: string; service: string; subprocessor: boolean };

/**
 * Queues, in the vendor write's transaction, a notice to each confirmed subscriber when a vendor becomes or stops
 * being a subprocessor, with the day it takes effect. Each notice carries its subscriber's own unsubscribe link
 * (a new one: the stored hash is replaced). Answers how many were queued; the caller kicks the sender once committed.
 */
export async function queueSubprocessorNotices(
  tx: Tx,
  organizationId: string,
  before: VendorFacts | null,
  after: VendorFacts | null,
  now: Date = new Date(),
): Promise<number> {
  const change = subprocessorChange(before?.subprocessor ?? null, after?.subprocessor ?? null);
  const vendor = after ?? before;
  if (!change || !vendor) return 0;
  const settings = await storedTrustSettings(tx, organizationId);
  if (!settings?.published) return 0;
  const [organization] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  const subscribers = await tx
    .select({ id: trustSubscribers.id, email: trustSubscribers.email })
    .from(trustSubscribers)
    .where(and(eq(trustSubscribers.organizationId, organizationId), eq(trustSubscribers.confirmed, true)));
  for (const subscriber of subscribers) {
    const unsubscribe = newToken();
    await tx.update(trustSubscribers).set({ unsubscribeTokenHash: unsubscribe.hash }).where(eq(trustSubscribers.id, subscriber.id));
    const letter = subprocessorNotice({
      organizationName: organization?.name ?? '',
      vendorName: vendor.name,
      purpose: vendor.service,
      change,
      effectiveOn: noticeEffectiveDay(now),
      trustLink: siteLink(`/trust/${settings.slug}`),
      unsubscribeLink: siteLink(subscriptionPath(settings.slug, 'unsubscribe', unsubscribe.token)),
    });
    await queueMail(tx, {
      kind: 'trust-subprocessor-notice',
      to: subscriber.email,
      organizationId,
      subject: letter.subject,
      body: letter.body,
    });
  }
  return subscribers.length;
}
