/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { GET } from '@/app/api/v1/openapi.json/route';
import { openApiDocument } from '@/lib/api/openapi';

type Document = ReturnType<typeof openApiDocument>;
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;

const root = join(process.cwd(), 'app', 'api', 'v1');

/** Every route file under app/api/v1, as its OpenAPI path ("/controls/{controlId}/evidence"). */
function routeFiles(folder = root): { file: string; path: string }[] {
  return readdirSync(folder).flatMap((name) => {
    const full = join(folder, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    if (name !== 'route.ts') return [];
    const segments = relative(root, folder).split(sep).filter(Boolean);
    return [{ file: full, path: `/${segments.map((segment) => segment.replace(/^\[(.+)\]$/, '{$1}')).join('/')}` }];
  });
}

/** The document checked by an OpenAPI 3.1 validator (an ES module, so it runs in its own Node process). */
function validate(document: unknown): { valid: boolean; errors?: unknown } {
  const folder = mkdtempSync(join(tmpdir(), 'openapi-'));
  try {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const script =
      'const { Validator } = await import("@seriousme/openapi-schema-validator");' +
      'const result = await new Validator().validate(process.argv[1]);' +
      'console.log(JSON.stringify({ valid: result.valid, errors: result.errors }));';
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, file], { cwd: process.cwd(), encoding: 'utf8' });
    return JSON.parse(output) as { valid: boolean; errors?: unknown };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('GET /api/v1/openapi.json', () => {
  let document: Document;

  beforeAll(async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    document = (await response.json()) as Document;
  });

  it('is a valid OpenAPI 3.1 document, served without a key', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(validate(document)).toEqual({ valid: true });
  });

  it('is found invalid by the same check when broken, so the check can fail', () => {
    const broken = { ...document, paths: { '/frameworks': { get: { responses: 'none' } } } };
    expect(validate(broken).valid).toBe(false);
  });

  it('describes every route of /api/v1 with the methods its file answers (the others answer 405)', async () => {
    // The catch-all answers any other path with the JSON 404: it is no operation.
    const routes = routeFiles().filter((route) => route.path !== '/openapi.json' && !route.path.includes('{[...path]}'));
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const route of routes) {
      const handlers = (await import(route.file)) as Record<string, Handler>;
      const exported: string[] = [];
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const handler = handlers[method];
        if (typeof handler !== 'function') continue;
        // Without a key an operation answers 401 before anything else; a method it does not take answers 405.
        const answer = await handler(new Request(`http://localhost/api/v1${route.path}`, { method }), { params: Promise.resolve({}) });
        if (answer.status !== 405) exported.push(method);
      }
      const described = Object.keys((document.paths as Record<string, Record<string, unknown>>)[route.path] ?? {});
      expect({ path: route.path, methods: described.map((method) => method.toUpperCase()).sort() }).toEqual({
        path: route.path,
        methods: exported.sort(),
      });
    }
    expect(Object.keys(document.paths).sort()).toEqual(routes.map((route) => route.path).sort());
  });

  it('describes the frameworks closed to keys in the framework list, and where to open each', () => {
    const list = (
      document.paths as Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>>
    )['/frameworks']!.get!.responses['200']!.content['application/json']!.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(list.required).toEqual(['frameworks', 'closed', 'note']);
    expect(JSON.stringify(list.properties.closed)).toContain('#/components/schemas/ClosedFramework');
    expect(document.components.schemas.ClosedFramework).toMatchObject({ required: ['id', 'name', 'openAt'] });
  });

  it('resolves every reference to a component', () => {
    const text = JSON.stringify(document);
    const references = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    expect(references.length).toBeGreaterThan(0);
    for (const name of references) expect(document.components.schemas).toHaveProperty([name]);
    expect(text).not.toContain('#/$defs/');
  });

  it('names the bearer key scheme and the error shape every refusal answers', () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.schemas.Error).toMatchObject({ required: ['error'] });
    const upload = (document.paths as Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>)[
      '/controls/{controlId}/evidence'
    ]!.post!;
    expect(Object.keys(upload.responses).sort()).toEqual(['201', '401', '403', '404', '413', '422', '429']);
    expect(JSON.stringify(upload.requestBody)).toContain('multipart/form-data');
  });
});
