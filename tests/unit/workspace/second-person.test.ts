/** @jest-environment node */
import { recordHistory } from '@/lib/workspace/activity';
import { createEvidence, failEvidence, readEvidence, reviseEvidence, verifyEvidence } from '@/lib/workspace/evidence';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { secondPersonSetting, setSecondPersonRequired } from '@/lib/workspace/organization';
import { approvePolicy, createPolicy, getPolicy, submitPolicy, updatePolicy } from '@/lib/workspace/policies';
import { pdfFile, upload, uploads } from './evidence/fixtures';
import { founder, joinAs, refusal, withThrowAwayDatabase } from './fixtures';

withThrowAwayDatabase('second-person');

const OWN_VERSION = 'You wrote this version: another administrator must approve it.';
const OWN_FILES = 'You uploaded these files: another member of your team must verify them.';

/** A policy written by `author` and submitted for review. */
async function policyUnderReview(author: Member, name = 'Clean Desk Policy') {
  const draft = await createPolicy(author, { name, description: '', framework: 'iso27001', owner: 'Ana', reviewFrequency: '12' });
  return submitPolicy(author, draft.id, draft.version);
}

/** An evidence item uploaded by `uploader`, pending review. */
async function pendingEvidence(uploader: Member, name = 'Firewall export') {
  return createEvidence(uploader, { ...upload, name }, await uploads(pdfFile(`${name}.pdf`)));
}

const summaries = async (member: Member, id: string) => (await recordHistory(member, id)).map((entry) => entry.summary);

describe('the organization setting', () => {
  it('is on by default; an admin turns it off and on with an activity row, version-checked', async () => {
    const admin = await founder('Setter');
    const setting = await secondPersonSetting(admin);
    expect(setting.required).toBe(true);
    const off = await setSecondPersonRequired(admin, false, setting.version);
    expect(off).toEqual({ required: false, version: setting.version + 1 });
    expect((await refusal(setSecondPersonRequired(admin, true, setting.version))).message).toBe(STALE_MESSAGE);
    expect(await setSecondPersonRequired(admin, true, off.version)).toEqual({ required: true, version: off.version + 1 });
    expect(await summaries(admin, admin.organizationId)).toEqual(
      expect.arrayContaining([
        'Required a second person to approve policies and verify evidence',
        'Stopped requiring a second person to approve policies and verify evidence: self-approvals are allowed and marked',
      ]),
    );
  });

  it('is read by every role and changed by admins only, each organization its own', async () => {
    const admin = await founder('Keeper');
    const member = await joinAs(admin, 'member');
    const viewer = await joinAs(admin, 'viewer');
    const { version } = await secondPersonSetting(viewer);
    expect((await refusal(setSecondPersonRequired(member, false, version))).kind).toBe('forbidden');
    expect((await refusal(setSecondPersonRequired(viewer, false, version))).kind).toBe('forbidden');
    const stranger = await founder('Stranger');
    await setSecondPersonRequired(stranger, false, (await secondPersonSetting(stranger)).version);
    expect((await secondPersonSetting(member)).required).toBe(true);
  });
});

describe('approving a policy', () => {
  it('refuses the author while another admin can approve; the other admin approves, unmarked', async () => {
    const author = await founder('Author');
    const second = await joinAs(author, 'admin');
    const policy = await policyUnderReview(author);
    expect((await getPolicy(author, policy.id)).approval).toEqual({ allowed: false, message: OWN_VERSION });
    expect((await getPolicy(second, policy.id)).approval).toEqual({ allowed: true, self: false });
    const refused = await refusal(approvePolicy(author, policy.id, policy.version));
    expect(refused).toMatchObject({ kind: 'forbidden', message: OWN_VERSION, status: 403 });
    expect((await getPolicy(author, policy.id)).status).toBe('review');

    await approvePolicy(second, policy.id, policy.version);
    const approved = await getPolicy(author, policy.id);
    expect(approved).toMatchObject({ status: 'approved', approvedByName: second.displayName, selfApproved: false });
    expect(approved.versions[0]).toMatchObject({ label: 'v1.0', selfApproved: false });
    expect(await summaries(author, policy.id)).toContain('Approved the policy Clean Desk Policy v1.0');
  });

  it('takes the last editor of the text as its author', async () => {
    const writer = await founder('Writer');
    const editor = await joinAs(writer, 'admin');
    const draft = await createPolicy(writer, { name: 'Edited', description: '', framework: 'soc2', owner: 'Ana', reviewFrequency: '12' });
    const edited = await updatePolicy(editor, {
      id: draft.id,
      version: draft.version,
      name: 'Edited',
      description: '',
      owner: 'Ana',
      frameworks: ['soc2'],
      reviewFrequency: '12',
      body: 'New text.',
    });
    const submitted = await submitPolicy(writer, edited.id, edited.version);
    expect((await refusal(approvePolicy(editor, submitted.id, submitted.version))).message).toBe(OWN_VERSION);
    expect(await approvePolicy(writer, submitted.id, submitted.version)).toMatchObject({ status: 'approved' });
  });

  it('lets the only admin approve their own version, marked self-approved on the version, the policy and its history', async () => {
    const admin = await founder('Lone Admin');
    // Members and viewers cannot approve: the admin is still the only one who could.
    const member = await joinAs(admin, 'member');
    await joinAs(admin, 'viewer');
    const policy = await policyUnderReview(admin, 'Solo Policy');
    expect((await getPolicy(admin, policy.id)).approval).toEqual({ allowed: true, self: true });
    await approvePolicy(admin, policy.id, policy.version);
    const approved = await getPolicy(member, policy.id);
    expect(approved).toMatchObject({ status: 'approved', selfApproved: true });
    expect(approved.versions[0]).toMatchObject({ label: 'v1.0', approvedByName: admin.displayName, selfApproved: true });
    expect(await summaries(admin, policy.id)).toContain('Approved the policy Solo Policy v1.0 (self-approved)');

    // A member's text approved by that admin is a second person's approval.
    const written = await policyUnderReview(member, 'Member Policy');
    await approvePolicy(admin, written.id, written.version);
    expect((await getPolicy(admin, written.id)).selfApproved).toBe(false);
  });

  it('with the setting off, lets the author approve, marked self-approved', async () => {
    const author = await founder('Relaxed');
    await joinAs(author, 'admin');
    await setSecondPersonRequired(author, false, (await secondPersonSetting(author)).version);
    const policy = await policyUnderReview(author, 'Relaxed Policy');
    await approvePolicy(author, policy.id, policy.version);
    expect((await getPolicy(author, policy.id)).selfApproved).toBe(true);
    expect(await summaries(author, policy.id)).toContain('Approved the policy Relaxed Policy v1.0 (self-approved)');
  });

  it("refuses a viewer and another organization's admin, changing nothing", async () => {
    const author = await founder('Guarded');
    const viewer = await joinAs(author, 'viewer');
    const policy = await policyUnderReview(author, 'Guarded Policy');
    expect((await refusal(approvePolicy(viewer, policy.id, policy.version))).kind).toBe('forbidden');
    expect((await refusal(approvePolicy(await founder('Elsewhere'), policy.id, policy.version))).kind).toBe('not-found');
    expect((await getPolicy(author, policy.id)).status).toBe('review');
  });
});

describe('verifying evidence', () => {
  it('refuses the uploader while someone else can verify; another member verifies, unmarked', async () => {
    const admin = await founder('Reviewer');
    const uploader = await joinAs(admin, 'member');
    const item = await pendingEvidence(uploader);
    expect((await readEvidence(uploader, item.id)).verification).toEqual({ allowed: false, message: OWN_FILES });
    expect((await readEvidence(admin, item.id)).verification).toEqual({ allowed: true, self: false });
    expect(await refusal(verifyEvidence(uploader, { id: item.id, version: item.version }))).toMatchObject({
      kind: 'forbidden',
      message: OWN_FILES,
    });
    const verified = await verifyEvidence(admin, { id: item.id, version: item.version });
    expect(verified).toMatchObject({ status: 'verified', selfVerified: false });
    expect(await summaries(admin, item.id)).toContain('Verified the evidence Firewall export');
  });

  it('lets the uploader fail their own files: refusing one’s own work is harmless', async () => {
    const admin = await founder('Failer');
    await joinAs(admin, 'member');
    const item = await pendingEvidence(admin);
    expect(await failEvidence(admin, { id: item.id, version: item.version, reason: 'Wrong month.' })).toMatchObject({ status: 'failed' });
  });

  it('takes the uploader of the newest revision: who replaced the files may not verify them, the first uploader may', async () => {
    const first = await founder('First');
    const second = await joinAs(first, 'member');
    const item = await pendingEvidence(first, 'Backup log');
    const { record } = await reviseEvidence(second, 'replace', { id: item.id, version: item.version }, await uploads(pdfFile('v2.pdf')));
    expect((await refusal(verifyEvidence(second, { id: record.id, version: record.version }))).message).toBe(OWN_FILES);
    expect(await verifyEvidence(first, { id: record.id, version: record.version })).toMatchObject({ selfVerified: false });
  });

  it('lets the only person who could verify do it, marked self-verified; a new revision clears the mark', async () => {
    const admin = await founder('Solo Uploader');
    await joinAs(admin, 'viewer');
    const item = await pendingEvidence(admin, 'Solo log');
    expect((await readEvidence(admin, item.id)).verification).toEqual({ allowed: true, self: true });
    const verified = await verifyEvidence(admin, { id: item.id, version: item.version });
    expect(verified).toMatchObject({ status: 'verified', selfVerified: true });
    expect(await summaries(admin, item.id)).toContain('Verified the evidence Solo log (self-verified)');
    const { record } = await reviseEvidence(admin, 'replace', { id: item.id, version: verified.version }, await uploads(pdfFile('v2.pdf')));
    expect(record).toMatchObject({ status: 'pending', selfVerified: false });
  });

  it('with the setting off, lets the uploader verify, marked self-verified', async () => {
    const admin = await founder('Trusting');
    const member = await joinAs(admin, 'member');
    await setSecondPersonRequired(admin, false, (await secondPersonSetting(admin)).version);
    const item = await pendingEvidence(member, 'Own scan');
    expect(await verifyEvidence(member, { id: item.id, version: item.version })).toMatchObject({ selfVerified: true });
  });

  it("refuses a viewer and another organization's member, changing nothing", async () => {
    const admin = await founder('Evidence Guard');
    const viewer = await joinAs(admin, 'viewer');
    const item = await pendingEvidence(admin, 'Guarded log');
    expect((await refusal(verifyEvidence(viewer, { id: item.id, version: item.version }))).kind).toBe('forbidden');
    expect((await refusal(verifyEvidence(await founder('Outsider'), { id: item.id, version: item.version }))).kind).toBe('not-found');
    expect((await refusal(readEvidence(await founder('Peeker'), item.id))).kind).toBe('not-found');
    expect((await readEvidence(admin, item.id)).record.status).toBe('pending');
  });
});
