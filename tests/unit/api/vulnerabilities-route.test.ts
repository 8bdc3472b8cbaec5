/** @jest-environment node */
import { GET as listFindings, POST as pushFindings } from '@/app/api/v1/vulnerabilities/route';
import type { Member } from '@/lib/workspace/member';
import { founder, withThrowAwayDatabase } from '../workspace/fixtures';
import { call, errorOf, keyOf } from './api-fixtures';

withThrowAwayDatabase('api-vulnerabilities');

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

let admin: Member;
let readKey: string;
let writeKey: string;
let strangerKey: string;

const sarif = {
  version: '2.1.0',
  runs: [
    {
      tool: {
        driver: {
          name: 'Trivy',
          rules: [{ id: 'CVE-2026-0001', shortDescription: { text: 'openssl overflow' }, properties: { 'security-severity': '9.1' } }],
        },
      },
      results: [{ ruleId: 'CVE-2026-0001', message: { text: 'openssl 3.0.1' } }],
    },
    {
      tool: { driver: { name: 'Semgrep' } },
      results: [{ ruleId: 'python.lang.security.audit.eval', level: 'warning', message: { text: 'eval of user input' } }],
    },
  ],
};

function form(fields: Record<string, string>, file: File): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set('file', file);
  return body;
}

const push = (body: FormData, key = writeKey) => call(pushFindings, '/vulnerabilities', { key, init: { method: 'POST', body } });

beforeAll(async () => {
  admin = await founder('Vulnerability Api Admin');
  readKey = (await keyOf(admin, 'read-only')).key;
  writeKey = (await keyOf(admin, 'read-write', 'CI scanner')).key;
  strangerKey = (await keyOf(await founder('Vulnerability Api Stranger'), 'read-write')).key;
});

describe('POST /api/v1/vulnerabilities', () => {
  it('records a SARIF file of several runs, each the report of its tool on the asset, and lists them with due days', async () => {
    const response = await push(form({ asset: 'registry.acme.test/web' }, new File([JSON.stringify(sarif)], 'scan.sarif')));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      reports: [
        { source: 'sarif:Trivy:registry.acme.test/web', created: 1, updated: 0, fixed: 0 },
        { source: 'sarif:Semgrep:registry.acme.test/web', created: 1, updated: 0, fixed: 0 },
      ],
      rejected: [],
      skipped: 0,
    });
    const again = await push(form({ asset: 'registry.acme.test/web' }, new File([JSON.stringify(sarif)], 'scan.sarif')));
    expect(((await again.json()) as { reports: { created: number }[] }).reports.map((report) => report.created)).toEqual([0, 0]);
    const listed = await call(listFindings, '/vulnerabilities', { key: readKey });
    expect(listed.status).toBe(200);
    const { findings } = (await listed.json()) as {
      findings: { identifier: string; severity: string; firstSeenOn: string; dueOn: string }[];
    };
    expect(findings.map((finding) => [finding.identifier, finding.severity])).toEqual([
      ['CVE-2026-0001', 'critical'],
      ['python.lang.security.audit.eval', 'medium'],
    ]);
    expect(findings[0]!.dueOn > findings[0]!.firstSeenOn).toBe(true);
    const theirs = await call(listFindings, '/vulnerabilities', { key: strangerKey });
    expect(((await theirs.json()) as { findings: unknown[] }).findings).toEqual([]);
  });

  it('answers 400 with the reason for malformed JSON or a file that is not SARIF 2.1.0', async () => {
    const broken = await push(form({ asset: 'a' }, new File(['{"version": "2.1.0", "runs": ['], 'scan.sarif')));
    expect(broken.status).toBe(400);
    expect((await errorOf(broken)).message).toMatch(/^The file is not valid JSON/);
    const old = await push(form({ asset: 'a', format: 'sarif' }, new File(['{"version": "2.0.0"}'], 'scan.txt')));
    expect(old.status).toBe(400);
    expect((await errorOf(old)).message).toBe('The file is not a SARIF 2.1.0 log: its "version" must be "2.1.0".');
  });

  it('answers 413 for a file over 10MB', async () => {
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.sarif');
    const response = await push(form({ asset: 'a' }, big));
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('payload-too-large');
  });

  it('records a CSV file’s good lines and names the bad ones', async () => {
    const csv = 'asset,identifier,severity,title\nacme/api,CVE-2026-7,high,jackson\nacme/api,CVE-2026-8,severe,bad\n';
    const response = await push(form({ source: 'nessus' }, new File([csv], 'findings.csv')));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      reports: [{ source: 'csv:nessus', created: 1, updated: 0, fixed: 0 }],
      rejected: ['Line 3: the severity "severe" is not critical, high, medium or low.'],
      skipped: 0,
    });
    const none = await push(form({}, new File(['asset,identifier,severity\nx,,high\n'], 'findings.csv')));
    expect(none.status).toBe(400);
    expect((await errorOf(none)).message).toBe('No line of the file could be read. Line 2: the identifier is empty.');
  });

  it('refuses a file of no known format, and a read-only key', async () => {
    const unnamed = await push(form({}, new File(['x'], 'findings.txt')));
    expect(unnamed.status).toBe(422);
    const readOnly = await push(form({ asset: 'a' }, new File([JSON.stringify(sarif)], 'scan.sarif')), readKey);
    expect(readOnly.status).toBe(403);
  });
});
