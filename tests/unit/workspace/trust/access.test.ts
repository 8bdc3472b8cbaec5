/** @jest-environment node */
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailQueue, trustAccessRequests } from '@/lib/db/schema';
import { NDA_CHANGED_MESSAGE, NO_NDA_MESSAGE, WORK_EMAIL_MESSAGE } from '@/lib/domain/trust/access';
import type { TrustAccessRequestInput } from '@/lib/schemas/trust/access';
import type { VendorCreate } from '@/lib/schemas/vendors/records';
import type { Member } from '@/lib/workspace/member';
import {
  addApprovedDomain,
  addTrustDocument,
  ALREADY_WAITING_MESSAGE,
  decideAccessRequest,
  downloadThroughAccessLink,
  listAccessRequests,
  listApprovedDomains,
  removeApprovedDomain,
  requestTrustAccess,
  saveTrustNda,
  saveTrustSettings,
  setTrustPagePublished,
  trustNdaOf,
  viewTrustAccess,
} from '@/lib/workspace/trust';
import { createEvidence } from '@/lib/workspace/evidence';
import { createVendor, updateVendor } from '@/lib/workspace/vendors';
import { readPdf } from '../../reports/pdf-support';
import { pdfFile, pngFile, upload, uploads } from '../evidence/fixtures';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';
import { approvedPolicy } from '../policies/fixtures';

withThrowAwayDatabase('workspace-trust-access');

const ORIGIN = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 Test' };
const DAY = 24 * 60 * 60 * 1000;
let pages = 0;

/** A published page with a private SOC 2 document (an approved policy's PDF) and an NDA. */
async function publishedPage(name: string) {
  const admin = await founder(name);
  const policy = await approvedPolicy(admin, `${name} Security Policy`);
  const document = await addTrustDocument(admin, {
    title: 'SOC 2 report',
    kind: 'report',
    visibility: 'private',
    source: `policy:${policy.id}`,
  });
  const { settings } = await saveTrustSettings(admin, {
    slug: `access-${++pages}`,
    overview: '',
    sections: ['documents', 'subprocessors'],
    frameworks: [],
    controlAreas: [],
    policyIds: [],
    version: 0,
  });
  await setTrustPagePublished(admin, true, settings.version);
  const nda = await saveTrustNda(admin, { text: 'Keep our documents confidential.', version: 0 });
  return { admin, slug: settings.slug, document, nda };
}

let asks = 0;
const ask = (overrides: Partial<TrustAccessRequestInput> = {}): TrustAccessRequestInput => ({
  name: `Ana Buyer ${++asks}`,
  email: `ana${asks}@buyer.example`,
  company: 'Buyer Inc',
  reason: 'Vendor security review',
  accept: 'on',
  ndaVersion: 1,
  ...overrides,
});

async function lettersTo(email: string) {
  const db = await getDb();
  return db.select().from(mailQueue).where(eq(mailQueue.recipient, email)).orderBy(desc(mailQueue.createdAt));
}

const tokenIn = (body: string, path: RegExp) => body.match(path)?.[1] ?? '';

async function onlyRequest(admin: Member) {
  const [request] = await listAccessRequests(admin);
  if (!request) throw new Error('No request');
  return request;
}

describe('the NDA', () => {
  it('makes a version per changed text, refuses a stale save and lets only administrators save', async () => {
    const admin = await founder('Nda');
    expect(await trustNdaOf(admin)).toBeNull();
    expect((await saveTrustNda(admin, { text: 'First', version: 0 })).version).toBe(1);
    expect((await saveTrustNda(admin, { text: 'First\n', version: 1 })).version).toBe(1);
    expect((await saveTrustNda(admin, { text: 'Second', version: 1 })).version).toBe(2);
    expect((await refusal(saveTrustNda(admin, { text: 'Third', version: 1 }))).status).toBe(409);
    for (const who of [await joinAs(admin, 'member'), await joinAs(admin, 'viewer')]) {
      expect((await refusal(saveTrustNda(who, { text: 'Mine', version: 2 }))).status).toBe(403);
    }
    const other = await founder('Other Nda');
    expect(await trustNdaOf(other)).toBeNull();
    expect((await trustNdaOf(admin))?.text).toBe('Second');
  });
});

describe('access requests', () => {
  it('records the NDA version, time, address and browser, and refuses what it must', async () => {
    const { admin, slug } = await publishedPage('Requests');
    const now = new Date('2026-05-01T09:00:00Z');
    const input = ask();
    await expect(requestTrustAccess(slug, input, ORIGIN, now)).resolves.toEqual({ state: 'requested' });
    const request = await onlyRequest(admin);
    expect(request).toMatchObject({
      ndaVersion: 1,
      acceptedAt: now.toISOString(),
      ip: ORIGIN.ip,
      userAgent: ORIGIN.userAgent,
      standing: 'requested',
    });
    expect((await lettersTo(input.email))[0]?.subject).toContain('Your request');
    expect((await lettersTo(admin.email))[0]?.subject).toBe(`Trust center: ${input.name} (Buyer Inc) asks for the private documents`);

    expect((await refusal(requestTrustAccess(slug, { ...input }, ORIGIN, now))).message).toBe(ALREADY_WAITING_MESSAGE);
    expect((await refusal(requestTrustAccess(slug, ask({ email: 'me@gmail.com' }), ORIGIN))).message).toBe(WORK_EMAIL_MESSAGE);
    expect((await refusal(requestTrustAccess('no-such-page', ask(), ORIGIN))).status).toBe(404);

    // A new NDA version refuses a request that accepted the old one.
    await saveTrustNda(admin, { text: 'New terms.', version: 1 });
    expect((await refusal(requestTrustAccess(slug, ask({ ndaVersion: 1 }), ORIGIN))).message).toBe(NDA_CHANGED_MESSAGE);
    await requestTrustAccess(slug, ask({ ndaVersion: 2 }), ORIGIN);
    expect((await listAccessRequests(admin)).map((row) => row.ndaVersion)).toEqual([2, 1]);
  });

  it('refuses requests while the organization has no NDA, and on an unpublished page', async () => {
    const admin = await founder('No Nda');
    const { settings } = await saveTrustSettings(admin, {
      slug: `no-nda-${++pages}`,
      overview: '',
      sections: ['documents'],
      frameworks: [],
      controlAreas: [],
      policyIds: [],
      version: 0,
    });
    expect((await refusal(requestTrustAccess(settings.slug, ask(), ORIGIN))).status).toBe(404);
    await setTrustPagePublished(admin, true, settings.version);
    expect((await refusal(requestTrustAccess(settings.slug, ask(), ORIGIN))).message).toBe(NO_NDA_MESSAGE);
  });
});

describe('decisions and the access link', () => {
  it('approves for N days, opens the documents, stamps and logs each download, expires and revokes', async () => {
    const { admin, slug, document } = await publishedPage('Decider');
    const input = ask({ name: 'Zoe Stampwell', company: 'Stamp Co' });
    await requestTrustAccess(slug, input, ORIGIN);
    const request = await onlyRequest(admin);

    for (const who of [await joinAs(admin, 'member'), await joinAs(admin, 'viewer')]) {
      expect((await refusal(decideAccessRequest(who, { kind: 'approve', id: request.id, version: 1, days: 7 }))).status).toBe(403);
      expect((await refusal(listAccessRequests(who))).status).toBe(403);
    }
    const other = await founder('Other Decider');
    expect((await refusal(decideAccessRequest(other, { kind: 'approve', id: request.id, version: 1, days: 7 }))).status).toBe(404);
    expect((await refusal(decideAccessRequest(admin, { kind: 'approve', id: UNKNOWN_ID, version: 1, days: 7 }))).status).toBe(404);
    expect((await refusal(decideAccessRequest(admin, { kind: 'approve', id: request.id, version: 2, days: 7 }))).status).toBe(409);
    expect((await refusal(decideAccessRequest(admin, { kind: 'revoke', id: request.id, version: 1 }))).status).toBe(409);

    const now = new Date();
    const approved = await decideAccessRequest(admin, { kind: 'approve', id: request.id, version: 1, days: 7 }, now);
    const token = tokenIn(approved.linkPath ?? '', /\/access\/([\w-]+)$/);
    expect(approved.linkPath).toBe(`/trust/${slug}/access/${token}`);
    const [letter] = await lettersTo(input.email);
    expect(letter?.body).toContain(approved.linkPath);
    expect((await refusal(decideAccessRequest(admin, { kind: 'decline', id: request.id, version: 2, reason: 'x' }))).status).toBe(409);

    const view = await viewTrustAccess(slug, token, now);
    expect(view).toMatchObject({ ok: true, name: 'Zoe Stampwell', documents: [{ id: document.id, title: 'SOC 2 report', stamped: true }] });
    expect(await viewTrustAccess(`${slug}-x`, token, now)).toMatchObject({ ok: false, problem: 'not-found' });
    expect(await viewTrustAccess(slug, 'a'.repeat(43), now)).toMatchObject({ ok: false, problem: 'not-found' });

    const download = await downloadThroughAccessLink(slug, token, document.id, now);
    if (!download.ok) throw new Error(download.message);
    const text = (await readPdf(download.file.bytes)).join('\n');
    expect(text).toContain('Zoe Stampwell');
    expect(text).toContain('Stamp Co');
    const logged = await onlyRequest(admin);
    expect(logged.downloads).toEqual([{ documentTitle: 'SOC 2 report', at: now.toISOString() }]);
    expect((await listAccessRequests(other)).length).toBe(0);

    // Expiry: a moment after the seventh day the link opens nothing.
    expect(await viewTrustAccess(slug, token, new Date(now.getTime() + 7 * DAY + 1000))).toMatchObject({ ok: false, problem: 'expired' });
    expect((await listAccessRequests(admin, new Date(now.getTime() + 8 * DAY)))[0]?.standing).toBe('expired');

    await decideAccessRequest(admin, { kind: 'revoke', id: request.id, version: 2 });
    expect(await viewTrustAccess(slug, token)).toMatchObject({ ok: false, problem: 'revoked' });
    expect(await downloadThroughAccessLink(slug, token, document.id)).toMatchObject({ ok: false, problem: 'revoked' });
    expect((await onlyRequest(admin)).downloads).toHaveLength(1);
  });

  it('keeps the approval, its time and its member, beside the revocation and its own', async () => {
    const { admin, slug } = await publishedPage('Revoker');
    await requestTrustAccess(slug, ask(), ORIGIN);
    const request = await onlyRequest(admin);
    const second = await joinAs(admin, 'admin');
    const approvedAt = new Date(Date.now() - 3 * DAY);
    const revokedAt = new Date(Date.now() - DAY);
    await decideAccessRequest(admin, { kind: 'approve', id: request.id, version: 1, days: 30 }, approvedAt);
    await decideAccessRequest(second, { kind: 'revoke', id: request.id, version: 2 }, revokedAt);
    expect(await onlyRequest(admin)).toMatchObject({
      standing: 'revoked',
      decidedBy: admin.displayName,
      decidedAt: approvedAt.toISOString(),
      revokedBy: second.displayName,
      revokedAt: revokedAt.toISOString(),
      accessDays: 30,
    });
  });

  it('declines with a reason the requester receives', async () => {
    const { admin, slug } = await publishedPage('Decliner');
    const input = ask();
    await requestTrustAccess(slug, input, ORIGIN);
    const request = await onlyRequest(admin);
    await decideAccessRequest(admin, { kind: 'decline', id: request.id, version: 1, reason: 'No active deal' });
    expect(await onlyRequest(admin)).toMatchObject({ standing: 'declined', declineReason: 'No active deal', decidedBy: admin.displayName });
    expect((await lettersTo(input.email))[0]?.body).toContain('No active deal');
    const db = await getDb();
    const [row] = await db.select().from(trustAccessRequests).where(eq(trustAccessRequests.id, request.id));
    expect(row?.tokenHash).toBeNull();
  });
});

describe('evidence files through an access link', () => {
  it('sends a file that is no PDF as it is, and refuses to send a PDF it cannot stamp', async () => {
    const { admin, slug } = await publishedPage('Evidence Files');
    const image = await createEvidence(admin, { ...upload, name: 'Firewall screenshot' }, await uploads(pngFile('firewall.png')));
    const broken = await createEvidence(admin, { ...upload, name: 'Broken report' }, await uploads(pdfFile('broken.pdf')));
    const imageDoc = await addTrustDocument(admin, {
      title: 'Firewall',
      kind: 'other',
      visibility: 'private',
      source: `evidence:${image.id}`,
    });
    const brokenDoc = await addTrustDocument(admin, {
      title: 'Broken',
      kind: 'other',
      visibility: 'private',
      source: `evidence:${broken.id}`,
    });
    await requestTrustAccess(slug, ask(), ORIGIN);
    const approved = await decideAccessRequest(admin, { kind: 'approve', id: (await onlyRequest(admin)).id, version: 1, days: 1 });
    const token = tokenIn(approved.linkPath ?? '', /\/access\/([\w-]+)$/);

    const view = await viewTrustAccess(slug, token);
    if (!view.ok) throw new Error(view.message);
    expect(view.documents.map((row) => [row.title, row.stamped])).toEqual([
      ['SOC 2 report', true],
      ['Firewall', false],
      ['Broken', true],
    ]);
    const png = await downloadThroughAccessLink(slug, token, imageDoc.id);
    if (!png.ok) throw new Error(png.message);
    expect(Buffer.from(png.file.bytes).subarray(1, 4).toString()).toBe('PNG');
    expect(await downloadThroughAccessLink(slug, token, brokenDoc.id)).toMatchObject({ ok: false, problem: 'unreadable' });
    expect(await downloadThroughAccessLink(slug, token, UNKNOWN_ID)).toMatchObject({ ok: false, problem: 'not-found' });
    expect((await onlyRequest(admin)).downloads.map((row) => row.documentTitle)).toEqual(['Firewall']);
  });
});

describe('approved domains', () => {
  it('approves requests from the domain and its subdomains at once, and only administrators manage them', async () => {
    const { admin, slug } = await publishedPage('Domains');
    const viewer = await joinAs(admin, 'viewer');
    expect((await refusal(addApprovedDomain(viewer, 'trusted.example'))).status).toBe(403);
    expect((await refusal(addApprovedDomain(admin, 'gmail.com'))).status).toBe(422);
    const added = await addApprovedDomain(admin, '@Trusted.Example');
    expect(added.domain).toBe('trusted.example');
    expect((await addApprovedDomain(admin, 'trusted.example')).id).toBe(added.id);

    const input = ask({ email: 'cto@eu.trusted.example' });
    await expect(requestTrustAccess(slug, input, ORIGIN)).resolves.toEqual({ state: 'approved' });
    expect(await onlyRequest(admin)).toMatchObject({ standing: 'approved', accessDays: 30, decidedBy: 'Approved domain' });
    const token = tokenIn((await lettersTo(input.email))[0]?.body ?? '', /\/access\/([\w-]+)/);
    expect(await viewTrustAccess(slug, token)).toMatchObject({ ok: true });

    const other = await founder('Other Domains');
    expect((await refusal(removeApprovedDomain(other, added.id))).status).toBe(404);
    await removeApprovedDomain(admin, added.id);
    expect(await listApprovedDomains(admin)).toEqual([]);
    await expect(requestTrustAccess(slug, ask({ email: 'cfo@trusted.example' }), ORIGIN)).resolves.toEqual({ state: 'requested' });
  });
});

const vendor = (overrides: Partial<VendorCreate> = {}): VendorCreate => ({
  name: 'Cloudy Hosting',
  service: 'Hosting',
  category: 'cloud-infrastructure',
  criticality: 'high',
  dataKinds: ['customer-personal'],
  subprocessor: true,
  countries: ['DE'],
  contractStart: null,
  contractEnd: null,
  ownerMemberId: null,
  ...overrides,
});

describe('subscribers', () => {
  it('confirms by mail, notices added and removed subprocessors with the day they take effect, and unsubscribes', async () => {
    const { changeSubscription, subscribeToTrustPage } = await import('@/lib/workspace/trust');
    const { admin, slug } = await publishedPage('Notices');
    await subscribeToTrustPage(slug, 'Legal@Customer.example');
    await subscribeToTrustPage(slug, 'unconfirmed@customer.example');
    const confirm = tokenIn((await lettersTo('legal@customer.example'))[0]?.body ?? '', /\/subscription\/confirm\/([\w-]+)/);
    expect(await changeSubscription('confirm', 'b'.repeat(43))).toBe(false);
    expect(await changeSubscription('confirm', confirm)).toBe(true);

    const now = new Date('2026-06-01T12:00:00Z');
    const created = await createVendor(admin, vendor(), now);
    const [added] = await lettersTo('legal@customer.example');
    expect(added?.subject).toBe(`${admin.organizationName} adds a subprocessor: Cloudy Hosting`);
    expect(added?.body).toContain('takes effect on 2026-07-01');
    expect(await lettersTo('unconfirmed@customer.example')).toHaveLength(1);

    // A change that keeps the flag tells nobody; dropping the flag is a removal.
    const renamed = await updateVendor(admin, { ...vendor({ name: 'Cloudy Hosting EU' }), id: created.id, version: created.version });
    expect(await lettersTo('legal@customer.example')).toHaveLength(2);
    await updateVendor(admin, { ...vendor({ name: 'Cloudy Hosting EU', subprocessor: false }), id: renamed.id, version: renamed.version });
    const [removed] = await lettersTo('legal@customer.example');
    expect(removed?.subject).toContain('removes a subprocessor');

    const unsubscribe = tokenIn(removed?.body ?? '', /\/subscription\/unsubscribe\/([\w-]+)/);
    expect(await changeSubscription('unsubscribe', unsubscribe)).toBe(true);
    await createVendor(admin, vendor({ name: 'Another Cloud' }), now);
    expect(await lettersTo('legal@customer.example')).toHaveLength(3);
  });
});
