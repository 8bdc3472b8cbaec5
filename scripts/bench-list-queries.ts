// tsx --conditions=react-server scripts/bench-list-queries.ts: for the large organization (npm run seed:large), runs
// what the dashboard and each list page read, captures every SQL statement on the way and prints one JSON line per
// page: the statements' count, their time under EXPLAIN ANALYZE and any records table a plan can only read whole.
// Run by `npm run bench` on the embedded database in its throw-away folder (the server must not hold it).
import { eq, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { getOpenDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { readListQuery } from '@/lib/domain/list-query';
import { LARGE_ORGANIZATION } from '@/lib/seed/large-organization';
import { recentActivity } from '@/lib/workspace/activity';
import { auditStats, listAudits, listUpcomingAudits } from '@/lib/workspace/audits';
import { ccpaIssueOverview, pageCcpaIssues } from '@/lib/workspace/ccpa-issues';
import { dashboardRecords } from '@/lib/workspace/dashboard';
import { automatedCollection, evidenceStats, listEvidence } from '@/lib/workspace/evidence';
import { frameworksWithCoverage, listOrganizationFrameworks } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import { currentMembership } from '@/lib/workspace/organization';
import { listPolicies, policyStats } from '@/lib/workspace/policies';
import { listReports, reportStats } from '@/lib/workspace/reports';
import { listMembers } from '@/lib/workspace/organization';
import { stop } from './embedded-data-folder';

/** The tables that grow with an organization's records: a sequential scan of one of these is a finding. */
const RECORD_TABLES = new Set([
  'evidence',
  'evidence_files',
  'evidence_controls',
  'policies',
  'policy_versions',
  'audits',
  'reports',
  'ccpa_issues',
  'activity',
  'control_states',
  'members',
]);

type Captured = { query: string; params: unknown[] };
const captured: Captured[] = [];
let capturing = false;

/** Records every statement that goes through the database's query() while a page's reads run. */
function capture(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: never) => {
    if (capturing) captured.push({ query: text, params: params ?? [] });
    return query(text, params, options);
  }) as typeof client.query;
}

const none = { search: '', priority: '', category: '', tag: '', status: '' } as const;

/** What each page reads, as its page.tsx does (app/manage/…/page.tsx). */
function pages(member: Member, today: string): Record<string, () => Promise<unknown>> {
  const list = <Key extends string>(filters: Record<Key, readonly string[]>) => readListQuery({}, filters);
  return {
    '/manage': () => Promise.all([dashboardRecords(member, today), recentActivity(member, 5)]),
    '/manage/frameworks': () => frameworksWithCoverage(member),
    '/manage/evidence': () =>
      Promise.all([
        listEvidence(member, list({ framework: [], type: [], status: [] })),
        evidenceStats(member),
        automatedCollection(member),
      ]),
    '/manage/policies': () => Promise.all([listPolicies(member, list({ status: [], framework: [] }), today), policyStats(member, today)]),
    '/manage/audits': () =>
      Promise.all([listAudits(member), listUpcomingAudits(member, today), auditStats(member, today), listOrganizationFrameworks(member)]),
    '/manage/reports': () => Promise.all([listReports(member), reportStats(member), listOrganizationFrameworks(member)]),
    '/manage/ccpa-issues': () =>
      Promise.all([ccpaIssueOverview(member, today), pageCcpaIssues(member, none, 1, today), listMembers(member)]),
  };
}

type Plan = { 'Node Type': string; 'Relation Name'?: string; Plans?: Plan[] };

function seqScans(plan: Plan): string[] {
  const own =
    plan['Node Type'] === 'Seq Scan' && plan['Relation Name'] && RECORD_TABLES.has(plan['Relation Name']) ? [plan['Relation Name']] : [];
  return [...own, ...(plan.Plans ?? []).flatMap(seqScans)];
}

async function main() {
  const { db, close, kind } = await getOpenDb();
  if (kind !== 'pglite') stop('The query plans are read on the embedded database of the benchmark.');
  const client = (db as unknown as { $client: PGlite }).$client;
  capture(client);
  try {
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, LARGE_ORGANIZATION.email));
    const member = account && (await currentMembership(`embedded:${account.id}`));
    if (!member) stop('The large organization is not in this database: run npm run seed:large first.');
    // Fresh statistics, as autovacuum would have them on a database in use.
    await db.execute(sql`analyze`);
    const today = dayOf(new Date());
    for (const [path, read] of Object.entries(pages(member, today))) {
      // A new records revision, so no page answers from reads an earlier page kept (lib/workspace/read-cache.ts).
      await client.query('update organizations set records_revision = records_revision + 1 where id = $1', [member.organizationId]);
      captured.length = 0;
      capturing = true;
      const started = performance.now();
      await read();
      const ms = performance.now() - started;
      capturing = false;
      const statements = [...captured];
      let planMs = 0;
      const scans = new Set<string>();
      let slowest = { ms: 0, query: '' };
      for (const statement of statements) {
        const [row] = (await client.query(`explain (analyze, format json) ${statement.query}`, statement.params)).rows as {
          'QUERY PLAN': [{ Plan: Plan; 'Execution Time': number }];
        }[];
        const explained = row!['QUERY PLAN'][0];
        // Alone in its tables, the organization's rows are the whole table, and reading it all is the planner's
        // best choice here. With sequential scans discouraged, as they are once other organizations fill the
        // tables, a plan that still reads a whole records table has no index to use: that is the finding.
        await client.query('set enable_seqscan = off');
        const [indexed] = (await client.query(`explain (format json) ${statement.query}`, statement.params)).rows as {
          'QUERY PLAN': [{ Plan: Plan }];
        }[];
        await client.query('reset enable_seqscan');
        const whole = seqScans(indexed!['QUERY PLAN'][0].Plan);
        planMs += explained['Execution Time'];
        for (const table of whole) scans.add(table);
        if (process.argv.includes('--each'))
          console.error(
            `${path} ${explained['Execution Time'].toFixed(1)} ms ${whole.join(',')} ${statement.query.replace(/\s+/g, ' ').slice(0, 220)}`,
          );
        if (explained['Execution Time'] > slowest.ms)
          slowest = { ms: explained['Execution Time'], query: statement.query.replace(/\s+/g, ' ').slice(0, 160) };
      }
      console.log(
        JSON.stringify({
          path,
          statements: statements.length,
          readMs: Math.round(ms),
          executionMs: Math.round(planMs),
          sequentialScans: [...scans],
          slowest: { ms: Math.round(slowest.ms), query: slowest.query },
        }),
      );
    }
  } finally {
    await close();
  }
}

main().catch((error: unknown) =>
  stop(`The query plans could not be read: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
);
