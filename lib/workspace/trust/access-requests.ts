import 'server-only';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { members, organizations, trustAccessDownloads, trustAccessRequests } from '@/lib/db/schema';
import {
  ACCESS_DAYS_DEFAULT,
  accessExpiry,
  accessStanding,
  decisionProblem,
  isAutoApproved,
  ndaAcceptanceProblem,
  workEmailProblem,
  type AccessDecision,
} from '@/lib/domain/trust/access';
import { kickMailSender } from '@/lib/mail';
import type { TrustAccessRequestInput, TrustAccessRequestRow, TrustDecisionResult } from '@/lib/schemas/trust/access';
import { recordActivity } from '../activity';
import { assertCan, checkedId, notFound, STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { accessLinkPath, mailAccessLink, mailAdminsOfRequest, mailDeclined, mailRequestReceived, newToken } from './access-letters';
import { approvedDomainsOf } from './domains';
import { currentNda } from './nda';
import { publishedTrustOrganization } from './public';
import { storedTrustSettings } from './settings';
import { guardedWrite } from '../guarded-write';

export const PAGE_GONE_MESSAGE = 'This trust page is not available.';
export const ALREADY_WAITING_MESSAGE = 'A request from this address is already waiting for a decision. You will receive an e-mail.';

/** Where a request came from, recorded with the NDA acceptance. */
export type RequestOrigin = { ip: string; userAgent: string | null };

/**
 * A visitor's request for the private documents of the page at `slug` (no member: the public form). The NDA they
 * accepted must be the current one; an address of an approved domain is approved at once for the default days.
 */
export async function requestTrustAccess(
  slug: string,
  input: TrustAccessRequestInput,
  origin: RequestOrigin,
  now: Date = new Date(),
): Promise<{ state: 'requested' | 'approved' }> {
  const organizationId = await publishedTrustOrganization(slug);
  if (!organizationId) throw new WorkspaceError('not-found', PAGE_GONE_MESSAGE);
  const emailProblem = workEmailProblem(input.email);
  if (emailProblem) throw new WorkspaceError('invalid', emailProblem);
  const email = input.email.trim().toLowerCase();
  const db = await getDb();
  const state = await db.transaction(async (tx) => {
    const [organization] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    if (!organization) throw new WorkspaceError('not-found', PAGE_GONE_MESSAGE);
    const nda = await currentNda(tx, organizationId);
    const ndaProblem = ndaAcceptanceProblem(input.ndaVersion, nda?.version ?? null);
    if (ndaProblem) throw new WorkspaceError(nda ? 'conflict' : 'invalid', ndaProblem);
    const [waiting] = await tx
      .select({ id: trustAccessRequests.id })
      .from(trustAccessRequests)
      .where(
        and(
          eq(trustAccessRequests.organizationId, organizationId),
          eq(trustAccessRequests.email, email),
          eq(trustAccessRequests.state, 'requested'),
        ),
      );
    if (waiting) throw new WorkspaceError('conflict', ALREADY_WAITING_MESSAGE);
    const auto = isAutoApproved(
      email,
      (await approvedDomainsOf(tx, organizationId)).map((row) => row.domain),
    );
    const link = auto ? newToken() : null;
    const expiresAt = auto ? accessExpiry(now, ACCESS_DAYS_DEFAULT) : null;
    await tx.insert(trustAccessRequests).values({
      organizationId,
      name: input.name,
      email,
      company: input.company,
      reason: input.reason,
      ndaVersion: input.ndaVersion,
      acceptedAt: now,
      ip: origin.ip,
      userAgent: (origin.userAgent ?? '').slice(0, 500),
      state: auto ? 'approved' : 'requested',
      decidedAt: auto ? now : null,
      accessDays: auto ? ACCESS_DAYS_DEFAULT : null,
      expiresAt,
      tokenHash: link?.hash ?? null,
      createdAt: now,
    });
    const requester = { name: input.name, email, organizationId, organizationName: organization.name };
    if (link && expiresAt) await mailAccessLink(tx, requester, accessLinkPath(slug, link.token), expiresAt);
    else {
      await mailRequestReceived(tx, requester);
      const admins = await tx
        .select({ email: members.email })
        .from(members)
        .where(and(eq(members.organizationId, organizationId), eq(members.role, 'admin'), isNull(members.removedAt)));
      await mailAdminsOfRequest(
        tx,
        admins.map((admin) => admin.email),
        { ...requester, company: input.company },
      );
    }
    return auto ? ('approved' as const) : ('requested' as const);
  });
  kickMailSender();
  return { state };
}

/** Who decided a request whose member is gone: an approved domain decides as the request is made. */
const decidedWithout = (request: { decidedAt: Date | null; createdAt: Date }) =>
  request.decidedAt?.getTime() === request.createdAt.getTime() ? 'Approved domain' : 'A former member';

/** The member who revoked a request, beside the one who decided it. */
const revokers = alias(members, 'revokers');

/** The organization's access requests, newest first, each with its downloads (administrators). */
export async function listAccessRequests(member: Member, now: Date = new Date()): Promise<TrustAccessRequestRow[]> {
  assertCan(member, 'organization.manage');
  const db = await getDb();
  const rows = await db
    .select({ request: trustAccessRequests, decidedBy: members.displayName, revokedBy: revokers.displayName })
    .from(trustAccessRequests)
    .leftJoin(members, eq(members.id, trustAccessRequests.decidedByMemberId))
    .leftJoin(revokers, eq(revokers.id, trustAccessRequests.revokedByMemberId))
    .where(eq(trustAccessRequests.organizationId, member.organizationId))
    .orderBy(desc(trustAccessRequests.createdAt))
    .limit(200);
  const ids = rows.map((row) => row.request.id);
  const downloads =
    ids.length === 0
      ? []
      : await db
          .select({
            requestId: trustAccessDownloads.requestId,
            documentTitle: trustAccessDownloads.documentTitle,
            at: trustAccessDownloads.at,
          })
          .from(trustAccessDownloads)
          .where(and(eq(trustAccessDownloads.organizationId, member.organizationId), inArray(trustAccessDownloads.requestId, ids)))
          .orderBy(desc(trustAccessDownloads.at));
  return rows.map(({ request, decidedBy, revokedBy }) => ({
    id: request.id,
    name: request.name,
    email: request.email,
    company: request.company,
    reason: request.reason,
    ndaVersion: request.ndaVersion,
    acceptedAt: request.acceptedAt.toISOString(),
    ip: request.ip,
    userAgent: request.userAgent,
    standing: accessStanding(request, now),
    decidedBy: decidedBy ?? (request.decidedAt ? decidedWithout(request) : null),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    revokedBy: revokedBy ?? (request.revokedAt ? 'A former member' : null),
    revokedAt: request.revokedAt?.toISOString() ?? null,
    declineReason: request.declineReason,
    accessDays: request.accessDays,
    expiresAt: request.expiresAt?.toISOString() ?? null,
    createdAt: request.createdAt.toISOString(),
    version: request.version,
    downloads: downloads
      .filter((download) => download.requestId === request.id)
      .map((download) => ({ documentTitle: download.documentTitle, at: download.at.toISOString() })),
  }));
}

export type AccessDecisionInput =
  | { kind: 'approve'; id: string; version: number; days: number }
  | { kind: 'decline'; id: string; version: number; reason: string }
  | { kind: 'revoke'; id: string; version: number };

const verbs: Record<AccessDecision, string> = { approve: 'Approved', decline: 'Declined', revoke: 'Revoked' };

/**
 * Approves a waiting request for `days` days (its link is mailed and answered once), declines it with a reason,
 * or revokes access given (the link stops at once). Administrators only; a stale version is refused.
 */
export const decideAccessRequest = guardedWrite(
  'organization.manage',
  async (member: Member, decision: AccessDecisionInput, now: Date = new Date()): Promise<TrustDecisionResult> => {
    checkedId(decision.id, 'The access request');
    const db = await getDb();
    const result = await db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(trustAccessRequests)
        .where(and(eq(trustAccessRequests.id, decision.id), eq(trustAccessRequests.organizationId, member.organizationId)))
        .for('update');
      if (!request) throw notFound('The access request');
      if (request.version !== decision.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
      const problem = decisionProblem(accessStanding(request, now), decision.kind);
      if (problem) throw new WorkspaceError('conflict', problem);
      const settings = await storedTrustSettings(tx, member.organizationId);
      const link = decision.kind === 'approve' ? newToken() : null;
      const expiresAt = decision.kind === 'approve' ? accessExpiry(now, decision.days) : request.expiresAt;
      const [changed] = await tx
        .update(trustAccessRequests)
        .set({
          state: decision.kind === 'approve' ? 'approved' : decision.kind === 'decline' ? 'declined' : 'revoked',
          // A revocation is kept beside the approval it ends, never over it.
          ...(decision.kind === 'revoke'
            ? { revokedByMemberId: member.id, revokedAt: now }
            : { decidedByMemberId: member.id, decidedAt: now }),
          ...(decision.kind === 'approve' ? { accessDays: decision.days, expiresAt, tokenHash: link?.hash ?? null } : {}),
          ...(decision.kind === 'decline' ? { declineReason: decision.reason } : {}),
          version: sql`${trustAccessRequests.version} + 1`,
        })
        .where(and(eq(trustAccessRequests.id, request.id), eq(trustAccessRequests.version, decision.version)))
        .returning({ id: trustAccessRequests.id });
      if (!changed) throw new WorkspaceError('conflict', STALE_MESSAGE);
      const requester = {
        name: request.name,
        email: request.email,
        organizationId: member.organizationId,
        organizationName: member.organizationName,
      };
      const linkPath = link && settings ? accessLinkPath(settings.slug, link.token) : null;
      if (linkPath && expiresAt) await mailAccessLink(tx, requester, linkPath, expiresAt);
      if (decision.kind === 'decline') await mailDeclined(tx, requester, decision.reason);
      const days = decision.kind === 'approve' ? ` for ${decision.days} days` : '';
      await recordActivity(tx, member, {
        action: `trust-access.${decision.kind}`,
        recordType: 'trust-access-request',
        recordId: request.id,
        summary: `${verbs[decision.kind]} trust center access of ${request.name} (${request.company})${days}`,
      });
      return { id: request.id, name: request.name, linkPath };
    });
    kickMailSender();
    return result;
  },
);
