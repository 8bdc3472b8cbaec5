/** @jest-environment node */
import { getDb } from '@/lib/db/client';
import { audits, evidence, policies, vendors } from '@/lib/db/schema';
import { PAGE_SIZE } from '@/lib/domain/list-query';
import type { TrustSettingsInput } from '@/lib/domain/trust/settings';
import { addFrameworks, setControlState } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import {
  addTrustDocument,
  listablePolicyIds,
  listTrustDocuments,
  pageOfListablePolicies,
  POLICIES_NOT_APPROVED,
  publicTrustDocument,
  publishedTrustPage,
  removeTrustDocument,
  SAVE_FIRST_MESSAGE,
  saveTrustSettings,
  setTrustPagePublished,
  SLUG_TAKEN_MESSAGE,
  SOURCE_NOT_FOUND,
  trustDocumentChoices,
  trustPagePreview,
  trustSettingsOf,
} from '@/lib/workspace/trust';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';
import { approvedPolicy } from '../policies/fixtures';

withThrowAwayDatabase('workspace-trust');

let slugs = 0;
const settings = (overrides: Partial<TrustSettingsInput> = {}): TrustSettingsInput => ({
  slug: `acme-${++slugs}`,
  overview: 'We keep your data safe.',
  sections: ['frameworks', 'controls', 'subprocessors', 'policies', 'documents'],
  frameworks: ['soc2'],
  controlAreas: ['AC'],
  policyIds: [],
  version: 0,
  ...overrides,
});

async function addVendor(member: Member, name: string, subprocessor: boolean) {
  const db = await getDb();
  await db.insert(vendors).values({
    organizationId: member.organizationId,
    name,
    service: `${name} service`,
    category: 'infrastructure',
    criticality: 'high',
    subprocessor,
    countries: ['DE'],
    addedOn: '2026-01-01',
    nextReviewOn: '2027-01-01',
  });
}

async function addAudit(member: Member, framework: string, status: 'completed' | 'in-progress', result: 'Pass' | 'Pending') {
  const db = await getDb();
  await db.insert(audits).values({
    organizationId: member.organizationId,
    name: `${framework} audit`,
    type: 'external',
    framework,
    auditor: 'Prescient Assurance',
    startOn: '2026-01-05',
    endOn: '2026-02-20',
    status,
    result,
  });
}

/** Everything a visitor's page holds, as one text to search. */
const pageText = async (slug: string) => JSON.stringify(await publishedTrustPage(slug));

describe('trust settings', () => {
  it('gives a new organization an unsaved draft under a suggested address', async () => {
    const admin = await founder('Draft', 'Draft Works Ltd');
    expect(await trustSettingsOf(admin)).toMatchObject({ slug: 'draft-works-ltd', published: false, version: 0 });
  });

  it('saves, refuses a stale version and keeps the address of one organization', async () => {
    const admin = await founder('Saver');
    const input = settings();
    const { settings: saved, previousSlug } = await saveTrustSettings(admin, input);
    expect(saved).toMatchObject({ slug: input.slug, version: 1, frameworks: ['soc2'] });
    expect(previousSlug).toBeNull();
    expect((await refusal(saveTrustSettings(admin, { ...input, version: 0 }))).status).toBe(409);
    const again = await saveTrustSettings(admin, { ...input, slug: `${input.slug}-new`, version: 1 });
    expect(again.previousSlug).toBe(input.slug);

    const other = await founder('Taker');
    const taken = await refusal(saveTrustSettings(other, settings({ slug: `${input.slug}-new` })));
    expect(taken.message).toBe(SLUG_TAKEN_MESSAGE);
    expect(taken.status).toBe(409);
  });

  it('lets only administrators save and publish', async () => {
    const admin = await founder('Boss');
    const member = await joinAs(admin, 'member');
    const viewer = await joinAs(admin, 'viewer');
    for (const who of [member, viewer]) {
      expect((await refusal(saveTrustSettings(who, settings()))).status).toBe(403);
      expect((await refusal(setTrustPagePublished(who, true, 1))).status).toBe(403);
      expect(
        (await refusal(addTrustDocument(who, { title: 'x', kind: 'other', visibility: 'public', source: `policy:${UNKNOWN_ID}` }))).status,
      ).toBe(403);
    }
    // Every member may read the settings and preview the page.
    expect((await trustSettingsOf(viewer)).version).toBe(0);
    await expect(trustPagePreview(viewer)).resolves.toMatchObject({ organizationName: admin.organizationName });
  });

  it('lists only approved policies of the organization', async () => {
    const admin = await founder('Lister');
    const other = await founder('Other');
    const foreign = await approvedPolicy(other, 'Foreign Policy');
    const refused = await refusal(saveTrustSettings(admin, settings({ policyIds: [foreign.id] })));
    expect(refused.message).toBe(POLICIES_NOT_APPROVED);
    expect((await refusal(saveTrustSettings(admin, settings({ policyIds: ['not-an-id'] })))).status).toBe(422);
  });

  it('asks for saved settings before publishing, and refuses a stale switch', async () => {
    const admin = await founder('Publisher');
    expect((await refusal(setTrustPagePublished(admin, true, 1))).message).toBe(SAVE_FIRST_MESSAGE);
    await saveTrustSettings(admin, settings());
    const published = await setTrustPagePublished(admin, true, 1);
    expect(published).toMatchObject({ published: true, version: 2 });
    expect((await refusal(setTrustPagePublished(admin, false, 1))).status).toBe(409);
  });
});

describe('publishedTrustPage', () => {
  it('is null for an unknown, malformed or unpublished address', async () => {
    const admin = await founder('Hidden');
    const { settings: saved } = await saveTrustSettings(admin, settings());
    expect(await publishedTrustPage(saved.slug)).toBeNull();
    expect(await publishedTrustPage('no-such-page')).toBeNull();
    expect(await publishedTrustPage("x' or '1'='1")).toBeNull();
    await setTrustPagePublished(admin, true, saved.version);
    expect(await publishedTrustPage(saved.slug)).not.toBeNull();
    await setTrustPagePublished(admin, false, saved.version + 1);
    expect(await publishedTrustPage(saved.slug)).toBeNull();
  });

  it('shows only what was published', async () => {
    const admin = await founder('Truth');
    await addFrameworks(admin, ['soc2', 'hipaa']);
    await addAudit(admin, 'hipaa', 'completed', 'Pass');
    await setControlState(admin, 'AC-01', { state: 'implemented', reason: '', ownerMemberId: '', note: 'secret note', version: 0 });
    await setControlState(admin, 'CRY-01', { state: 'in-progress', reason: '', ownerMemberId: '', note: '', version: 0 });
    await addVendor(admin, 'Listed Cloud', true);
    await addVendor(admin, 'Office Coffee', false);
    const shown = await approvedPolicy(admin, 'Shown Access Policy');
    await approvedPolicy(admin, 'Unpublished Incident Policy');
    const { settings: saved } = await saveTrustSettings(admin, settings({ policyIds: [shown.id] }));
    await setTrustPagePublished(admin, true, saved.version);

    const page = await publishedTrustPage(saved.slug);
    expect(page).toMatchObject({
      organizationName: admin.organizationName,
      overview: 'We keep your data safe.',
      frameworks: [{ frameworkId: 'soc2', state: 'in-progress' }],
      subprocessors: [{ name: 'Listed Cloud', purpose: 'Listed Cloud service', countries: ['Germany'] }],
      policies: ['Shown Access Policy'],
    });
    expect(page?.controlAreas.map((area) => area.prefix)).toEqual(['AC']);
    expect(page?.controlAreas[0]).toMatchObject({ implemented: 1, inProgress: 0 });
    const text = await pageText(saved.slug);
    for (const hidden of ['HIPAA', 'hipaa', 'Office Coffee', 'Unpublished Incident Policy', 'Cryptography', 'secret note']) {
      expect(text).not.toContain(hidden);
    }
  });

  it('says Audited only with a completed, passed audit', async () => {
    const admin = await founder('Audited');
    await addFrameworks(admin, ['soc2']);
    await addAudit(admin, 'soc2', 'in-progress', 'Pending');
    const { settings: saved } = await saveTrustSettings(admin, settings({ sections: ['frameworks'] }));
    await setTrustPagePublished(admin, true, saved.version);
    expect((await publishedTrustPage(saved.slug))?.frameworks[0]).toMatchObject({ state: 'in-progress' });
    await addAudit(admin, 'soc2', 'completed', 'Pass');
    expect((await publishedTrustPage(saved.slug))?.frameworks[0]).toEqual({
      frameworkId: 'soc2',
      name: 'SOC 2 Type II',
      state: 'audited',
      auditedOn: '2026-02-20',
      auditor: 'Prescient Assurance',
    });
  });

  it('reads nothing of a section that is not shown', async () => {
    const admin = await founder('Sections');
    await addVendor(admin, 'Quiet Cloud', true);
    const policy = await approvedPolicy(admin, 'Quiet Policy');
    const { settings: saved } = await saveTrustSettings(admin, settings({ sections: [], policyIds: [policy.id] }));
    await setTrustPagePublished(admin, true, saved.version);
    const page = await publishedTrustPage(saved.slug);
    expect(page).toMatchObject({ frameworks: [], controlAreas: [], subprocessors: [], policies: [], documents: [] });
  });

  it('previews the draft as a visitor would, unpublished', async () => {
    const admin = await founder('Preview');
    await addVendor(admin, 'Preview Cloud', true);
    await saveTrustSettings(admin, settings());
    const preview = await trustPagePreview(admin);
    expect(preview.subprocessors.map((vendor) => vendor.name)).toEqual(['Preview Cloud']);
  });
});

describe('trust documents', () => {
  it('adds public and private documents, downloads only the public one of a published page', async () => {
    const admin = await founder('Docs');
    const policy = await approvedPolicy(admin, 'Downloadable Policy');
    const publicDoc = await addTrustDocument(admin, {
      title: 'Security policy',
      kind: 'policy',
      visibility: 'public',
      source: `policy:${policy.id}`,
    });
    const privateDoc = await addTrustDocument(admin, {
      title: 'SOC 2 report',
      kind: 'report',
      visibility: 'private',
      source: `policy:${policy.id}`,
    });
    const { settings: saved } = await saveTrustSettings(admin, settings({ sections: ['documents'] }));

    expect(await publicTrustDocument(saved.slug, publicDoc.id)).toBeNull();
    await setTrustPagePublished(admin, true, saved.version);
    const page = await publishedTrustPage(saved.slug);
    expect(page?.documents).toEqual([
      { id: publicDoc.id, title: 'Security policy', kind: 'policy', href: `/trust/${saved.slug}/documents/${publicDoc.id}` },
      { id: privateDoc.id, title: 'SOC 2 report', kind: 'report', href: null },
    ]);
    const file = await publicTrustDocument(saved.slug, publicDoc.id);
    expect(file?.contentType).toBe('application/pdf');
    expect(
      Buffer.from(file?.bytes ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await publicTrustDocument(saved.slug, privateDoc.id)).toBeNull();
    expect(await publicTrustDocument(saved.slug, UNKNOWN_ID)).toBeNull();

    // Another organization's page does not serve this one's document.
    const other = await founder('Other Docs');
    const { settings: theirs } = await saveTrustSettings(other, settings({ sections: ['documents'] }));
    await setTrustPagePublished(other, true, theirs.version);
    expect(await publicTrustDocument(theirs.slug, publicDoc.id)).toBeNull();

    expect((await refusal(removeTrustDocument(other, publicDoc.id, 1))).status).toBe(404);
    expect((await refusal(removeTrustDocument(admin, publicDoc.id, 2))).status).toBe(409);
    await removeTrustDocument(admin, publicDoc.id, 1);
    expect((await listTrustDocuments(admin)).map((row) => row.id)).toEqual([privateDoc.id]);
    expect(await publicTrustDocument(saved.slug, publicDoc.id)).toBeNull();
  });

  it('refuses another organization’s records and unapproved sources', async () => {
    const admin = await founder('Sources');
    const other = await founder('Elsewhere');
    const foreign = await approvedPolicy(other, 'Their Policy');
    const db = await getDb();
    const [item] = await db
      .insert(evidence)
      .values({
        organizationId: other.organizationId,
        name: 'Their evidence',
        type: 'document',
        framework: 'soc2',
        status: 'verified',
        collectedOn: '2026-01-01',
      })
      .returning({ id: evidence.id });
    for (const source of [`policy:${foreign.id}`, `evidence:${item?.id}`, `policy:${UNKNOWN_ID}`]) {
      const refused = await refusal(addTrustDocument(admin, { title: 'x', kind: 'other', visibility: 'public', source }));
      expect(refused.message).toBe(SOURCE_NOT_FOUND);
    }
  });
});

/** Policies of `member`'s organization written straight to the table: `names` approved, plus a draft and an archived one. */
async function storePolicies(member: Member, names: readonly string[]) {
  const db = await getDb();
  const row = (name: string, status: 'approved' | 'draft', archivedAt: Date | null = null) => ({
    organizationId: member.organizationId,
    name,
    status,
    frameworks: ['soc2'],
    owner: 'Ana',
    reviewFrequencyMonths: 12,
    archivedAt,
  });
  return db
    .insert(policies)
    .values([...names.map((name) => row(name, 'approved')), row('Draft Policy', 'draft'), row('Archived Policy', 'approved', new Date())])
    .returning({ id: policies.id, name: policies.name });
}

async function storeEvidence(member: Member, names: readonly string[]) {
  const db = await getDb();
  await db.insert(evidence).values(
    names.map((name, index) => ({
      organizationId: member.organizationId,
      name,
      type: 'document',
      framework: 'soc2',
      status: 'verified' as const,
      collectedOn: `2026-01-${String(index + 1).padStart(2, '0')}`,
    })),
  );
}

describe('the approved policies a trust page may list, a page at a time', () => {
  const names = Array.from({ length: PAGE_SIZE + 3 }, (_, index) => `Policy ${String(index + 1).padStart(2, '0')}`);

  it('pages them by name with their count, keeps a page past the end on the last, and shows no other organization’s', async () => {
    const admin = await founder('Pager');
    const other = await founder('Neighbour');
    await storePolicies(admin, names);
    await storePolicies(other, ['Aardvark Policy']);
    const first = await pageOfListablePolicies(admin, 1);
    const second = await pageOfListablePolicies(admin, 2);
    expect(first).toMatchObject({ total: names.length, page: 1, pageCount: 2 });
    expect([...first.rows, ...second.rows].map((row) => row.name)).toEqual(names);
    expect(await pageOfListablePolicies(admin, 9)).toEqual(second);
    expect((await pageOfListablePolicies(other, 1)).rows.map((row) => row.name)).toEqual(['Aardvark Policy']);
  });

  it('keeps listed only the policies still approved and of the organization', async () => {
    const admin = await founder('Keeper');
    const other = await founder('Stranger');
    const [kept, , draft, archived] = await storePolicies(admin, ['Kept', 'Also kept']);
    const [foreign] = await storePolicies(other, ['Foreign']);
    const asked = [draft!.id, kept!.id, archived!.id, foreign!.id, 'not-an-id'];
    expect(await listablePolicyIds(admin, asked)).toEqual([kept!.id]);
  });
});

describe('what a trust document may publish', () => {
  it('offers the first page of each kind, counts all that match the search, and nothing of another organization', async () => {
    const admin = await founder('Publisher of many');
    const other = await founder('Other publisher');
    await storePolicies(admin, [...Array.from({ length: PAGE_SIZE + 1 }, (_, index) => `Policy ${index}`), 'Access Control Policy']);
    await storeEvidence(admin, ['Access review', 'Backup log', 'Access log']);
    await storePolicies(other, ['Access Policy Elsewhere']);
    await storeEvidence(other, ['Access evidence elsewhere']);

    const all = await trustDocumentChoices(admin);
    expect(all.policies).toMatchObject({ total: PAGE_SIZE + 2, page: 1, pageCount: 2 });
    expect(all.policies.rows).toHaveLength(PAGE_SIZE);
    // The latest collected first.
    expect(all.evidence.rows.map((row) => row.name)).toEqual(['Access log', 'Backup log', 'Access review']);

    const found = await trustDocumentChoices(admin, 'ACCESS');
    expect(found.policies.rows.map((row) => row.name)).toEqual(['Access Control Policy']);
    expect(found.evidence.rows.map((row) => row.name)).toEqual(['Access log', 'Access review']);
    expect([found.policies.total, found.evidence.total]).toEqual([1, 2]);
    expect((await trustDocumentChoices(admin, 'access log')).evidence.rows.map((row) => row.name)).toEqual(['Access log']);
  });
});
