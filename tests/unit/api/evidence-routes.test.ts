/** @jest-environment node */
import { revalidateTag } from 'next/cache';
import { POST as pushEvidence } from '@/app/api/v1/controls/[controlId]/evidence/route';
import { GET as downloadFile } from '@/app/api/v1/evidence/[id]/file/route';
import { GET as listEvidence } from '@/app/api/v1/evidence/route';
import { MAX_API_FORM_BYTES } from '@/lib/api/api-form';
import { trustOrganizationTag } from '@/lib/domain/trust/rules';
import { createEvidence, readEvidence } from '@/lib/workspace/evidence';
import { listActivity } from '@/lib/workspace/activity';
import type { Member } from '@/lib/workspace/member';
import { founder, UNKNOWN_ID, withThrowAwayDatabase } from '../workspace/fixtures';
import { pdfFile, pngFile, sha256, upload, uploads } from '../workspace/evidence/fixtures';
import { call, errorOf, followWithApiAccess, keyOf } from './api-fixtures';

withThrowAwayDatabase('api-evidence');

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

let admin: Member;
let readKey: string;
let writeKey: string;
let strangerKey: string;
let strangerEvidenceId: string;

const pdfBytes = '%PDF-1.4\n% Quarterly access review\n%%EOF\n';

function form(fields: Record<string, string>, file: File | null = new File([pdfBytes], 'access-review.pdf')): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (file) body.set('file', file);
  return body;
}

function push(controlId: string, body: FormData, key = writeKey): Promise<Response> {
  return call(pushEvidence, `/controls/${controlId}/evidence`, { key, params: { controlId }, init: { method: 'POST', body } });
}

function download(id: string, key = readKey): Promise<Response> {
  return call(downloadFile, `/evidence/${id}/file`, { key, params: { id } });
}

beforeAll(async () => {
  admin = await founder('Evidence Api Admin');
  await followWithApiAccess(admin, ['soc2', 'iso27001'], ['soc2']);
  readKey = (await keyOf(admin, 'read-only')).key;
  writeKey = (await keyOf(admin, 'read-write', 'CI pipeline')).key;
  const stranger = await founder('Evidence Api Stranger');
  await followWithApiAccess(stranger, ['soc2'], ['soc2']);
  strangerKey = (await keyOf(stranger, 'read-write')).key;
  strangerEvidenceId = (await createEvidence(stranger, upload, await uploads(pdfFile('theirs.pdf')))).id;
});

describe('POST /api/v1/controls/{controlId}/evidence, then GET /api/v1/evidence/{id}/file', () => {
  it('stores the file as evidence pending review, linked to the control, and downloads the same bytes', async () => {
    const response = await push('AC-01', form({ framework: 'soc2', name: 'Access review Q4', type: 'document', description: 'From CI' }));
    expect(response.status).toBe(201);
    const created = (await response.json()) as {
      id: string;
      name: string;
      status: string;
      controlId: string;
      file: { sha256: string; size: number };
    };
    expect(created).toMatchObject({ name: 'Access review Q4', status: 'pending', controlId: 'AC-01' });
    // New evidence can move a framework's progress on the organization's published trust page.
    expect(revalidateTag).toHaveBeenCalledWith(trustOrganizationTag(admin.organizationId), { expire: 0 });
    expect(created.file).toMatchObject({
      name: 'access-review.pdf',
      contentType: 'application/pdf',
      size: pdfBytes.length,
      sha256: sha256(pdfBytes),
    });

    const detail = await readEvidence(admin, created.id);
    expect(detail.controls.map((control) => control.id)).toEqual(['AC-01']);
    expect(detail.record).toMatchObject({ framework: 'soc2', type: 'document', description: 'From CI' });
    expect(detail.files[0]).toMatchObject({ uploadedByName: 'API key CI pipeline', sha256: sha256(pdfBytes) });
    const { entries } = await listActivity(admin, 1, 5);
    expect(entries.map((entry) => entry.actorName)).toEqual(expect.arrayContaining(['API key CI pipeline']));
    expect(entries.find((entry) => entry.action === 'evidence.created')?.actorName).toBe('API key CI pipeline');

    const file = await download(created.id);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(sha256(bytes)).toBe(created.file.sha256);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-sha256')).toBe(created.file.sha256);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="access-review.pdf"/);
  });

  it('names the evidence after the file when no name is sent, and a read-write key may read it too', async () => {
    const response = await push('AC-02', form({ framework: 'soc2' }, pngFile('screen.png')));
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string; name: string };
    expect(created.name).toBe('screen.png');
    expect((await download(created.id, writeKey)).status).toBe(200);
  });

  it.each([
    ['no file', form({ framework: 'soc2' }, null), /^file/],
    ['a file whose bytes are not its type', form({ framework: 'soc2' }, new File(['MZ not a pdf'], 'tool.pdf')), /tool\.pdf/],
    ['a type not accepted', form({ framework: 'soc2' }, new File(['a,b'], 'data.csv')), /data\.csv|\.csv/],
    ['no framework', form({}), /^framework/],
    ['an unknown framework', form({ framework: 'sox' }), /^framework must be one of/],
    ['an unknown type', form({ framework: 'soc2', type: 'video' }), /^type must be one of/],
    ['a day that is not a date', form({ framework: 'soc2', collectedOn: '2024-13-45' }), /^collectedOn/],
  ])('refuses %s with 422 naming the field, storing nothing', async (_what, body, message) => {
    const before = (await (await call(listEvidence, '/evidence', { key: readKey })).json()) as { total: number };
    const response = await push('AC-03', body);
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe('invalid-input');
    expect(error.message).toMatch(message);
    const after = (await (await call(listEvidence, '/evidence', { key: readKey })).json()) as { total: number };
    expect(after.total).toBe(before.total);
  });

  it('refuses an expiry before the day collected with 422 (the workspace rule), and expires no trust page', async () => {
    jest.mocked(revalidateTag).mockClear();
    const response = await push('AC-03', form({ framework: 'soc2', collectedOn: '2024-05-02', expiresOn: '2024-05-01' }));
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toMatch(/expiry date/);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a body that is not multipart with 400', async () => {
    const response = await call(pushEvidence, '/controls/AC-01/evidence', {
      key: writeKey,
      params: { controlId: 'AC-01' },
      init: { method: 'POST', body: JSON.stringify({ framework: 'soc2' }), headers: { 'content-type': 'application/json' } },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/multipart\/form-data/);
  });

  it('refuses a body larger than one file with 413, whether or not it says its length', async () => {
    const big = form({ framework: 'soc2' }, new File([new Uint8Array(MAX_API_FORM_BYTES + 10)], 'big.pdf'));
    const told = await push('AC-01', big);
    expect(told.status).toBe(413);
    const encoded = new Response(big);
    const stream = await call(pushEvidence, '/controls/AC-01/evidence', {
      key: writeKey,
      params: { controlId: 'AC-01' },
      init: {
        method: 'POST',
        body: encoded.body,
        headers: { 'content-type': encoded.headers.get('content-type')! },
        duplex: 'half',
      } as RequestInit,
    });
    expect(stream.status).toBe(413);
    expect((await errorOf(stream)).code).toBe('payload-too-large');
  });

  it('refuses a file over 10MB that fits the body with 422 naming the file', async () => {
    const response = await push('AC-01', form({ framework: 'soc2' }, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'large.pdf')));
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toMatch(/large\.pdf/);
  });

  it('refuses a file name holding a NUL byte with 400', async () => {
    const boundary = 'x-boundary';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="framework"\r\n\r\nsoc2\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdfBytes}\r\n` +
      `--${boundary}--\r\n`;
    const response = await call(pushEvidence, '/controls/AC-01/evidence', {
      key: writeKey,
      params: { controlId: 'AC-01' },
      init: { method: 'POST', body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/NUL byte/);
  });

  it.each([
    ['an unknown control', 'ZZ-99', 'soc2', /control was not found/],
    ['a framework whose API access is off', 'AC-01', 'iso27001', /framework was not found/],
    ['a framework not followed', 'AC-01', 'gdpr', /framework was not found/],
  ])('answers 404 for %s', async (_what, controlId, framework, message) => {
    const response = await push(controlId, form({ framework }));
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toMatch(message);
  });

  it.each([
    ['another organization’s evidence', () => strangerEvidenceId],
    ['an unknown id', () => UNKNOWN_ID],
    ['an id that is not a UUID', () => 'not-a-uuid'],
  ])('answers 404 to a download of %s', async (_what, id) => {
    const response = await download(id());
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('not-found');
  });

  it('answers 404 to a download of evidence of a framework whose API access is off', async () => {
    const hidden = await createEvidence(admin, { ...upload, framework: 'iso27001' }, await uploads(pdfFile('iso.pdf')));
    expect((await download(hidden.id)).status).toBe(404);
  });
});

describe('GET /api/v1/evidence', () => {
  it('lists the organization’s evidence of frameworks with API access on, 20 a page', async () => {
    for (let index = 0; index < 20; index += 1)
      await createEvidence(admin, { ...upload, name: `Batch ${index}` }, await uploads(pdfFile(`b${index}.pdf`)));
    const first = (await (await call(listEvidence, '/evidence', { key: readKey })).json()) as {
      evidence: { id: string; framework: string; files: unknown[] }[];
      page: number;
      pageCount: number;
      pageSize: number;
      total: number;
    };
    expect(first).toMatchObject({ page: 1, pageCount: 2, pageSize: 20 });
    expect(first.evidence).toHaveLength(20);
    expect(first.evidence.every((item) => item.framework === 'soc2' && item.files.length === 1)).toBe(true);
    const second = (await (await call(listEvidence, '/evidence?page=2', { key: readKey })).json()) as typeof first;
    expect(second.page).toBe(2);
    expect(second.evidence.length).toBe(first.total - 20);
    const ids = new Set([...first.evidence, ...second.evidence].map((item) => item.id));
    expect(ids.size).toBe(first.total);
    expect(ids.has(strangerEvidenceId)).toBe(false);
  });

  it('lists none of another organization’s evidence', async () => {
    const theirs = (await (await call(listEvidence, '/evidence', { key: strangerKey })).json()) as { evidence: { id: string }[] };
    expect(theirs.evidence.map((item) => item.id)).toEqual([strangerEvidenceId]);
  });

  it.each(['0', '-1', 'two', '1.5'])('answers 400 naming the field for ?page=%s', async (page) => {
    const response = await call(listEvidence, `/evidence?page=${page}`, { key: readKey });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/^page must be a whole number from 1\./);
  });
});
