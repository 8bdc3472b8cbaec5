/** @jest-environment node */
import { GET } from '@/app/manage/evidence/[id]/files/[fileId]/route';
import { getDb } from '@/lib/db/client';
import { evidenceFiles } from '@/lib/db/schema';
import { requireMember } from '@/lib/dal';
import { NOT_KEPT_MESSAGE } from '@/lib/domain/evidence/files';
import { createEvidence, readEvidence } from '@/lib/workspace/evidence';
import type { Member } from '@/lib/workspace/member';
import { sha256, upload, uploads } from '../workspace/evidence/fixtures';
import { founder, joinAs, UNKNOWN_ID, withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('evidence-file-route');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));

let admin: Member;
let viewer: Member;
let stranger: Member;
let evidenceId: string;
let fileId: string;
const bytes = '%PDF-1.4\n% Zugriffsprüfung\n%%EOF\n';
const name = 'Zugriffsprüfung "Q4" (final).pdf';

async function download(member: Member, id: string, file: string): Promise<Response> {
  jest.mocked(requireMember).mockResolvedValue(member);
  return GET(new Request(`http://localhost/manage/evidence/${id}/files/${file}`), { params: Promise.resolve({ id, fileId: file }) });
}

beforeAll(async () => {
  admin = await founder('Route Admin');
  viewer = await joinAs(admin, 'viewer');
  stranger = await founder('Route Stranger');
  const created = await createEvidence(admin, upload, await uploads(new File([bytes], name)));
  evidenceId = created.id;
  fileId = (await readEvidence(admin, created.id)).files[0]!.id;
});

describe('GET /manage/evidence/[id]/files/[fileId]', () => {
  it('sends a member the stored bytes as an attachment with the stored type and private, no-sniff headers', async () => {
    const response = await download(viewer, evidenceId, fileId);
    expect(response.status).toBe(200);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(sha256(body)).toBe(sha256(bytes));
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Zugriffspr_fung _Q4_ (final).pdf"; filename*=UTF-8''Zugriffspr%C3%BCfung%20%22Q4%22%20%28final%29.pdf`,
    );
  });

  it('answers 404 in plain text to another organization, an unknown id and an id that is not a UUID', async () => {
    for (const [member, id, file] of [
      [stranger, evidenceId, fileId],
      [admin, evidenceId, UNKNOWN_ID],
      [admin, UNKNOWN_ID, fileId],
      [admin, 'not-a-uuid', fileId],
      [admin, evidenceId, '..%2F..%2Fetc%2Fpasswd'],
    ] as const) {
      const response = await download(member, id, file);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toMatch(/was not found in your organization/);
    }
  });

  it('answers 404 with a short reason for a file recorded before files were kept', async () => {
    const db = await getDb();
    const [old] = await db
      .insert(evidenceFiles)
      .values({
        organizationId: admin.organizationId,
        evidenceId,
        revision: 1,
        name: 'legacy.pdf',
        contentType: 'application/octet-stream',
        sizeBytes: 5,
        uploadedByName: 'Unknown',
      })
      .returning({ id: evidenceFiles.id });
    const response = await download(admin, evidenceId, old!.id);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(NOT_KEPT_MESSAGE);
  });

  it('checks the membership first: a signed-out request is redirected by requireMember', async () => {
    jest.mocked(requireMember).mockRejectedValueOnce(new Error('NEXT_REDIRECT'));
    await expect(GET(new Request('http://localhost/x'), { params: Promise.resolve({ id: evidenceId, fileId }) })).rejects.toThrow(
      'NEXT_REDIRECT',
    );
  });
});
