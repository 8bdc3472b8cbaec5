/** @jest-environment node */
import { inflateSync } from 'node:zlib';
import { GET } from '@/app/manage/policies/[id]/pdf/route';
import { requireMember } from '@/lib/dal';
import type { Member } from '@/lib/workspace/member';
import { createPolicyFromTemplate } from '@/lib/workspace/policies';
import { approvePolicy, submitPolicy } from '@/lib/workspace/policies';
import { buildPolicyPdf, policyPdfFileName } from '@/lib/reports/render/policy-pdf';
import { PDF_NOT_APPROVED, policyPdfSource } from '@/lib/workspace/policies';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('policies-pdf');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));

/** The text a PDF draws: its content streams inflated, the hex strings of its TJ operators decoded. */
function drawnText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const operator of content.matchAll(/\[(.*?)\] TJ/g)) {
      texts.push([...operator[1]!.matchAll(/<([0-9a-f]+)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return texts.join(' ');
}

let admin: Member;
let approvedId: string;
let draftId: string;

beforeAll(async () => {
  admin = await founder('Printer', 'Printworks Ltd');
  const draft = await createPolicyFromTemplate(admin, 'backup');
  draftId = draft.id;
  let policy = await createPolicyFromTemplate(admin, 'security');
  policy = await submitPolicy(admin, policy.id, policy.version, '2026-11-23');
  policy = await approvePolicy(admin, policy.id, policy.version, '2026-11-23', new Date('2026-11-23T10:00:00Z'));
  approvedId = policy.id;
});

beforeEach(() => {
  jest.mocked(requireMember).mockReset();
  jest.mocked(requireMember).mockImplementation(async () => admin);
});

describe('the policy PDF', () => {
  it('prints the organization, name, version, approval, review due and the text', async () => {
    const source = await policyPdfSource(admin, approvedId, '2026-11-23');
    expect(source).toMatchObject({
      organizationName: 'Printworks Ltd',
      name: 'Information Security Policy',
      versionLabel: 'v1.0',
      approvedByName: admin.displayName,
      reviewDueOn: '2027-11-23',
      expired: false,
    });
    const pdf = await buildPolicyPdf(source);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = drawnText(pdf);
    for (const expected of [
      'Printworks Ltd',
      'Information Security Policy',
      'v1.0',
      'November 23, 2026',
      admin.displayName,
      'November 23, 2027',
      'Purpose',
      'Exceptions',
      'Page 1 of',
    ]) {
      expect(text.replace(/\s+/g, ' ')).toContain(expected);
    }
  });

  it('says when the review is overdue', async () => {
    const source = await policyPdfSource(admin, approvedId, '2028-01-01');
    expect(source.expired).toBe(true);
    expect(drawnText(await buildPolicyPdf(source))).toContain('overdue');
  });

  it('refuses a draft with a conflict', async () => {
    const error = await refusal(policyPdfSource(admin, draftId));
    expect([error.kind, error.status, error.message]).toEqual(['conflict', 409, PDF_NOT_APPROVED]);
  });

  it('names the file with letters, digits and hyphens only', () => {
    expect(policyPdfFileName('Information Security Policy', 'v1.0')).toBe('information-security-policy-v1.0.pdf');
    expect(policyPdfFileName('Zugriff & "Kontrolle"/Ä\r\n', 'v2.1')).toBe('zugriff-kontrolle-a-v2.1.pdf');
    expect(policyPdfFileName('***', '')).toBe('policy.pdf');
  });
});

describe('GET /manage/policies/[id]/pdf', () => {
  const get = (id: string) => GET(new Request(`http://localhost/manage/policies/${id}/pdf`), { params: Promise.resolve({ id }) });

  it('answers an approved policy as a PDF attachment that is not cached', async () => {
    const response = await get(approvedId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="information-security-policy-v1.0.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lets a viewer of the organization download it', async () => {
    const viewer = await joinAs(admin, 'viewer');
    jest.mocked(requireMember).mockResolvedValueOnce(viewer);
    expect((await get(approvedId)).status).toBe(200);
  });

  it('answers 409 with a reason for a draft', async () => {
    const response = await get(draftId);
    expect(response.status).toBe(409);
    expect(await response.text()).toBe(PDF_NOT_APPROVED);
  });

  it('answers 404 for another organization, an unknown id and a malformed one', async () => {
    const stranger = await founder('Stranger');
    jest.mocked(requireMember).mockResolvedValueOnce(stranger);
    expect((await get(approvedId)).status).toBe(404);
    expect((await get(UNKNOWN_ID)).status).toBe(404);
    expect((await get('../../etc')).status).toBe(404);
  });

  it('checks the session first', async () => {
    jest.mocked(requireMember).mockRejectedValueOnce(new Error('NEXT_REDIRECT'));
    await expect(get(approvedId)).rejects.toThrow('NEXT_REDIRECT');
  });
});
