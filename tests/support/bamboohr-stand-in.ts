import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server standing in for BambooHR's REST API (POST /api/gateway.php/<company>/v1/reports/custom, HTTP Basic
 * with the API key as user), answering the documented custom report shape (title, fields, employees with the asked
 * fields as strings, 0000-00-00 for a date not set), so a connection is tested through its API URL and never reaches
 * the internet. It knows the company acme and the key API_KEY. Employees by default, dated from today: Alice
 * (engineering, hired 2024-03-04), Bob (a joiner hired 3 days ago), Carol (a leaver terminated 8 days ago, inactive)
 * and Frank (no work e-mail).
 * `employees` replaces them (an empty company, a large one); `refused` answers 403 (a user who may not read job
 * information); `rateLimit` answers 503 with Retry-After 3600 to every request, or once with Retry-After 1;
 * `notReport` answers JSON that is not a report.
 */
export type BamboohrStandIn = {
  url: string;
  requests: { path: string; authorization: string; body: string }[];
  set: (options: Partial<BamboohrOptions>) => void;
  close: () => Promise<void>;
};

type BamboohrOptions = {
  employees: Record<string, string | null>[] | null;
  refused: boolean;
  rateLimit: 'none' | 'long' | 'once';
  notReport: boolean;
};

export const COMPANY = 'acme';
export const API_KEY = 'b1f0c2d3e4a5968778695a4b3c2d1e0f9a8b7c6d';

const employee = (id: string, first: string, last: string, extra: Record<string, string | null> = {}) => ({
  id,
  workEmail: `${first.toLowerCase()}@acme.example`,
  firstName: first,
  lastName: last,
  department: null,
  jobTitle: 'Engineer',
  supervisorEmail: null,
  hireDate: '2025-01-06',
  terminationDate: '0000-00-00',
  status: 'Active',
  ...extra,
});

/** The calendar day `days` before today (UTC), as BambooHR writes dates. */
export const daysAgo = (days: number, from = new Date()): string => new Date(from.getTime() - days * 86_400_000).toISOString().slice(0, 10);

export const defaultEmployees = [
  employee('101', 'Alice', 'Ng', { department: 'Engineering', hireDate: '2024-03-04' }),
  employee('102', 'Bob', 'Stone', { hireDate: daysAgo(3), supervisorEmail: 'alice@acme.example' }),
  employee('103', 'Carol', 'Diaz', { department: 'Finance', hireDate: '2023-09-18', terminationDate: daysAgo(8), status: 'Inactive' }),
  employee('104', 'Frank', 'Moss', { workEmail: null }),
];

/** `count` active employees of a large company. */
export const manyEmployees = (count: number) =>
  Array.from({ length: count }, (_, index) => employee(String(1000 + index), `Person${index}`, 'Staff', { hireDate: '2025-05-05' }));

function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(body === null ? '' : JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startBamboohrStandIn(): Promise<BamboohrStandIn> {
  const options: BamboohrOptions = { employees: null, refused: false, rateLimit: 'none', notReport: false };
  const requests: BamboohrStandIn['requests'] = [];
  let limitedOnce = false;
  const server: Server = createServer(async (request, response) => {
    const at = new URL(request.url ?? '/', 'http://stand-in');
    const body = await bodyOf(request);
    const authorization = request.headers.authorization ?? '';
    requests.push({ path: at.pathname + at.search, authorization, body });
    const company = /^\/api\/gateway\.php\/([^/]+)\/v1\//.exec(at.pathname)?.[1];
    if (!company) return answer(response, 404, null);
    if (company !== COMPANY) return answer(response, 404, null);
    if (options.rateLimit === 'long' || (options.rateLimit === 'once' && !limitedOnce)) {
      limitedOnce = true;
      return answer(response, 503, null, { 'retry-after': options.rateLimit === 'long' ? '3600' : '1' });
    }
    if (authorization !== `Basic ${Buffer.from(`${API_KEY}:x`).toString('base64')}`) return answer(response, 401, null);
    if (request.method !== 'POST' || at.pathname !== `/api/gateway.php/${COMPANY}/v1/reports/custom`) return answer(response, 404, null);
    if (options.refused) return answer(response, 403, null);
    if (options.notReport) return answer(response, 200, { message: 'hello' });
    if (at.searchParams.get('format') !== 'JSON') return answer(response, 400, null);
    const fields = (JSON.parse(body || '{}') as { fields?: string[] }).fields ?? [];
    const rows = (options.employees ?? defaultEmployees) as Record<string, string | null>[];
    // onlyCurrent=false lists past employees too; otherwise only the active ones.
    const listed = at.searchParams.get('onlyCurrent') === 'false' ? rows : rows.filter((row) => row.status === 'Active');
    return answer(response, 200, {
      title: 'Complia people',
      fields: fields.map((id) => ({ id, type: id.endsWith('Date') ? 'date' : 'text', name: id })),
      employees: listed.map((row) => Object.fromEntries([['id', row.id], ...fields.map((field) => [field, row[field] ?? null])])),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    set: (changes) => {
      Object.assign(options, changes);
      limitedOnce = false;
    },
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
