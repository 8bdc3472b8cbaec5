/** @jest-environment node */
import { createHash } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { GET, POST } from '@/app/api/mcp/route';
import { createEvidence } from '@/lib/workspace/evidence';
import type { Member } from '@/lib/workspace/member';
import { errorOf, followWithApiAccess, keyOf } from '../api/api-fixtures';
import { pdfFile, upload, uploads } from '../workspace/evidence/fixtures';
import { founder, withThrowAwayDatabase } from '../workspace/fixtures';
import { MCP_URL, callTool, connectedClient } from './mcp-fixtures';

withThrowAwayDatabase('mcp-server');

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

let admin: Member;
let readOnly: Client;
let readWrite: Client;
let ownEvidenceId: string;
let strangerEvidenceId: string;

const readTools = [
  'list_frameworks',
  'get_framework',
  'list_controls',
  'list_checks',
  'list_evidence',
  'download_evidence_file',
  'list_vulnerabilities',
  'search',
];
const pdfBytes = '%PDF-1.4\n% Access review from the assistant\n%%EOF\n';

beforeAll(async () => {
  admin = await founder('Mcp Admin');
  await followWithApiAccess(admin, ['soc2', 'iso27001'], ['soc2']);
  ownEvidenceId = (
    await createEvidence(admin, { ...upload, name: 'Quarterly access review', framework: 'soc2' }, await uploads(pdfFile('review.pdf')))
  ).id;
  const stranger = await founder('Mcp Stranger');
  await followWithApiAccess(stranger, ['soc2', 'iso27001'], ['soc2', 'iso27001']);
  strangerEvidenceId = (await createEvidence(stranger, { ...upload, name: 'Stranger access review' }, await uploads(pdfFile('x.pdf')))).id;
  readOnly = await connectedClient((await keyOf(admin, 'read-only')).key);
  readWrite = await connectedClient((await keyOf(admin, 'read-write')).key);
});

afterAll(async () => {
  await readOnly.close();
  await readWrite.close();
});

describe('/api/mcp with a read-only key', () => {
  it('lists the read tools of the API and search, and no writing tool', async () => {
    const { tools } = await readOnly.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...readTools].sort());
    expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
    const controls = tools.find((tool) => tool.name === 'list_controls')!;
    expect(controls.inputSchema.properties).toHaveProperty('framework');
    expect(readOnly.getInstructions()).toMatch(/read-only/);
  });

  it('lists the frameworks as GET /api/v1/frameworks does, with the closed one and where to open it', async () => {
    const { result, json } = await callTool(readOnly, 'list_frameworks');
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(json);
    expect((json!.frameworks as { id: string }[]).map((framework) => framework.id)).toEqual(['soc2']);
    expect(json!.closed).toEqual([
      { id: 'iso27001', name: expect.stringMatching(/ISO/), openAt: '/manage/frameworkSettings?framework=iso27001&section=advanced' },
    ]);
    expect(json!.note).toMatch(/closed to API keys/);
  });

  it('searches the records the key may read, and nothing of another organization', async () => {
    const { result, json } = await callTool(readOnly, 'search', { query: 'access review' });
    expect(result.isError).toBeFalsy();
    expect((json!.evidence as { id: string }[]).map((item) => item.id)).toEqual([ownEvidenceId]);
    expect(json!.evidenceTotal).toBe(1);
    expect((json!.controls as { id: string }[]).length).toBeGreaterThan(0);
    const soc2 = await callTool(readOnly, 'search', { query: 'soc' });
    expect((soc2.json!.frameworks as { id: string }[]).map((framework) => framework.id)).toEqual(['soc2']);
  });

  it('refuses an empty search with the field named', async () => {
    const { result, text } = await callTool(readOnly, 'search', { query: '  ' });
    expect(result.isError).toBe(true);
    expect(text).toMatch(/query may not be empty/);
  });

  it('refuses a call of the writing tool it was not offered, and stores nothing', async () => {
    const { result, text } = await callTool(readOnly, 'upload_evidence', {
      controlId: 'AC-01',
      framework: 'soc2',
      file: { name: 'review.pdf', contentBase64: Buffer.from(pdfBytes).toString('base64') },
    });
    expect(result.isError).toBe(true);
    expect(text).toMatch(/upload_evidence not found/);
    const listed = await callTool(readOnly, 'list_evidence');
    expect(listed.json!.total).toBe(1);
  });

  it('finds no framework, evidence or file of another organization', async () => {
    const framework = await callTool(readOnly, 'get_framework', { frameworkId: 'iso27001' });
    expect(framework.result.isError).toBe(true);
    expect(framework.json).toEqual({ error: { code: 'not-found', message: expect.any(String) } });
    const file = await callTool(readOnly, 'download_evidence_file', { id: strangerEvidenceId });
    expect(file.result.isError).toBe(true);
    expect(file.json).toMatchObject({ error: { code: 'not-found' } });
  });

  it('downloads its own evidence file as an embedded resource with its SHA-256', async () => {
    const { result, json } = await callTool(readOnly, 'download_evidence_file', { id: ownEvidenceId });
    expect(result.isError).toBeFalsy();
    const resource = result.content.find((part) => part.type === 'resource');
    expect(resource?.type === 'resource' && 'blob' in resource.resource).toBe(true);
    const bytes = Buffer.from(resource?.type === 'resource' && 'blob' in resource.resource ? resource.resource.blob : '', 'base64');
    expect(json).toEqual({
      file: {
        name: 'review.pdf',
        contentType: 'application/pdf',
        size: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      },
    });
    expect(resource?.type === 'resource' && resource.resource.uri).toBe(`http://localhost/api/v1/evidence/${ownEvidenceId}/file`);
  });
});

describe('/api/mcp with a read-write key', () => {
  it('offers the writing tool besides the read tools', async () => {
    const { tools } = await readWrite.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...readTools, 'upload_evidence', 'upload_vulnerabilities'].sort());
    const uploadTool = tools.find((tool) => tool.name === 'upload_evidence')!;
    expect(uploadTool.inputSchema.required).toEqual(expect.arrayContaining(['controlId', 'framework', 'file']));
  });

  it('uploads evidence to a control as POST /api/v1/controls/{controlId}/evidence does', async () => {
    const { result, json } = await callTool(readWrite, 'upload_evidence', {
      controlId: 'AC-01',
      framework: 'soc2',
      name: 'Access review from the assistant',
      file: { name: 'review.pdf', contentBase64: Buffer.from(pdfBytes).toString('base64') },
    });
    expect(result.isError).toBeFalsy();
    expect(json).toMatchObject({
      name: 'Access review from the assistant',
      status: 'pending',
      controlId: 'AC-01',
      file: { name: 'review.pdf', sha256: createHash('sha256').update(pdfBytes).digest('hex') },
    });
  });

  it('refuses a file whose bytes do not match its extension, naming why', async () => {
    const { result, json } = await callTool(readWrite, 'upload_evidence', {
      controlId: 'AC-01',
      framework: 'soc2',
      file: { name: 'review.pdf', contentBase64: Buffer.from('MZ not a pdf').toString('base64') },
    });
    expect(result.isError).toBe(true);
    expect(json).toMatchObject({ error: { code: 'invalid-input' } });
  });

  it('refuses evidence for a framework closed to API keys as not found', async () => {
    const { result, json } = await callTool(readWrite, 'upload_evidence', {
      controlId: 'AC-01',
      framework: 'iso27001',
      file: { name: 'review.pdf', contentBase64: Buffer.from(pdfBytes).toString('base64') },
    });
    expect(result.isError).toBe(true);
    expect(json).toMatchObject({ error: { code: 'not-found' } });
  });
});

describe('/api/mcp over plain HTTP', () => {
  const initialize = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
  };

  it.each([
    ['no Authorization header', {}],
    ['a cookie session', { cookie: 'session=anything' }],
    ['an unknown key', { authorization: 'Bearer ck_live_unknown' }],
  ])('answers 401 with the API’s JSON error for %s', async (_what, headers: Record<string, string>) => {
    const response = await POST(
      new Request(MCP_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify(initialize),
      }),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await errorOf(response)).code).toBe('unauthorized');
  });

  it('answers a key’s request with JSON, uncached, counted against the key’s requests a minute', async () => {
    const { key } = await keyOf(admin, 'read-only');
    const response = await POST(
      new Request(MCP_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${key}` },
        body: JSON.stringify(initialize),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-ratelimit-limit')).toBe('120');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('119');
    expect(await response.json()).toMatchObject({ id: 1, result: { serverInfo: { name: 'complia' } } });
  });

  it('answers GET with 405 and the methods it takes, since it keeps no stream', async () => {
    const response = GET(new Request(MCP_URL));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect((await errorOf(response)).code).toBe('method-not-allowed');
  });
});
