// The large organization's background work started through a running server, as people start it: each report
// requested by its screen's action and made by the server's report-file worker (pg-boss, in the server's own process),
// the questionnaire uploaded and answered, the access review opened, decided in bulk and closed by the campaign
// screen's actions, the backup asked for by the signal `npm run backup` sends. Each `run` resolves once the work is
// done (a report's file can be downloaded, the backup is in the data folder) and answers what it made. The scheduled
// work that no request starts says why instead.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { callAction, formOf } from './server-action.mjs';

const POLL_MS = 250;
/** A report not made by then is counted as failed: its queue fails a run after as long (report-file's expiry). */
const REPORT_DEADLINE_MS = 30 * 60 * 1000;

const reports = 'app/manage/reports/actions.ts';
const questionnaires = 'app/manage/questionnaires/actions.ts';
const accessReviews = 'app/manage/access-reviews/actions.ts';

/** A signed-in member's requests to one server. */
export function memberClient(origin, cookie) {
  return {
    action: (path, file, name, args) => callAction(origin, cookie, path, { file, name }, args),
    page: async (path) => {
      const response = await fetch(origin + path, { headers: { cookie }, redirect: 'manual' });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return response.text();
    },
    /** Waits for the report's file as Reports' download link serves it (409 while it is made) and answers its size. */
    reportFile: async (id) => {
      const deadline = Date.now() + REPORT_DEADLINE_MS;
      while (Date.now() < deadline) {
        const response = await fetch(`${origin}/manage/reports/${id}/download`, { headers: { cookie } });
        if (response.status === 200) return { sizeBytes: (await response.arrayBuffer()).byteLength };
        await response.body?.cancel();
        if (response.status !== 409) throw new Error(`the report's download answered ${response.status}`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      throw new Error(`the report was not made within ${REPORT_DEADLINE_MS / 60_000} minutes`);
    },
  };
}

/**
 * A backup of the server's embedded database, asked for as `npm run backup` asks a running server (SIGUSR2): answers
 * once a new manual backup is in the data folder.
 */
async function askedBackup({ pid, dataDir }) {
  const folder = join(dataDir, 'backups');
  const manual = () => readdirSync(folder).filter((name) => name.endsWith('-manual.tar.gz'));
  const before = new Set(manual());
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + REPORT_DEADLINE_MS;
  while (Date.now() < deadline) {
    const written = manual().find((name) => !before.has(name));
    if (written) return { file: written };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`the server wrote no backup within ${REPORT_DEADLINE_MS / 60_000} minutes`);
}

/** A form action's arguments: no previous state, then the form. */
const form = (fields) => [null, formOf(fields)];

/** The bulk decision's fingerprint the campaign screen shows for the filters of `query`. */
async function fingerprintOf(client, campaignId, query) {
  const html = await client.page(`/manage/access-reviews/${campaignId}?${query}`);
  const found = /fingerprint\\?":\\?"([0-9a-f]{64})/.exec(html);
  if (!found) throw new Error(`the campaign screen shows no bulk decision for ${query}`);
  return found[1];
}

const anyAccount = { system: '', status: '', admin: '', undecided: false };

async function accessReview(client, inputs) {
  const steps = {};
  let last = performance.now();
  const done = (step) => {
    const at = performance.now();
    steps[step] = Math.round(at - last);
    last = at;
  };
  const dueOn = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const { record: campaign } = await client.action('/manage/access-reviews', accessReviews, 'createCampaignAction', [
    { name: 'Benchmark access review', dueOn, recurrence: 'none', systems: [] },
  ]);
  const page = `/manage/access-reviews/${campaign.id}`;
  const { record: system } = await client.action(
    page,
    accessReviews,
    'addCsvSystemAction',
    form({
      campaignId: campaign.id,
      name: 'Benchmark system',
      reviewerMemberId: inputs.adminMemberId,
      ownerMemberId: inputs.adminMemberId,
      csv: inputs.accountsCsv,
    }),
  );
  done('opened with its accounts');
  const decide = async (query, filters, decision, reason) => {
    const fingerprint = await fingerprintOf(client, campaign.id, query);
    const { record } = await client.action(page, accessReviews, 'decideAccountsAction', [
      { campaignId: campaign.id, decision, reason, filters: { ...anyAccount, ...filters }, fingerprint },
    ]);
    return record.length;
  };
  const revoked = await decide('admin=yes', { admin: 'yes' }, 'revoke', 'Left the team');
  const kept = await decide('undecided=yes', { undecided: true }, 'keep', '');
  done('decided in bulk');
  await client.action(
    page,
    accessReviews,
    'relistCsvSystemAction',
    form({ systemId: system.id, csv: inputs.accountsWithoutAdministratorsCsv }),
  );
  done('revokes verified');
  await client.action(page, accessReviews, 'closeCampaignAction', form({ id: campaign.id, version: campaign.version }));
  done('closed and filed');
  return { accounts: system.accounts, kept, revoked, steps };
}

/**
 * The jobs in the background table's order (bench/lib/background-jobs.mjs). `inputs` is what the screens' forms send
 * (scripts/bench-background-requests.ts).
 */
export const servedJobs = [
  {
    kind: 'letters',
    notServed: 'no request starts it: pg-boss sends the letter-sweep job on the hour; the first sweep is written before the server starts',
  },
  {
    kind: 'soa',
    run: async (client) => {
      const { record } = await client.action(
        '/manage/frameworkManage?framework=iso27001',
        'app/manage/frameworkManage/actions.ts',
        'generateStatementOfApplicability',
        form({ format: 'excel' }),
      );
      return client.reportFile(record.id);
    },
  },
  {
    kind: 'report',
    run: async (client, inputs) => {
      const fields = { name: 'Audit report', type: 'audit', frameworks: inputs.frameworks, ...inputs.period, format: 'pdf', notes: '' };
      const { record } = await client.action('/manage/reports', reports, 'generateReport', form(fields));
      return client.reportFile(record.id);
    },
  },
  {
    kind: 'auditor-package',
    run: async (client, inputs) => {
      const { record } = await client.action(
        '/manage/reports',
        reports,
        'prepareAuditorPackage',
        form({ framework: 'soc2', ...inputs.period }),
      );
      return client.reportFile(record.id);
    },
  },
  {
    kind: 'questionnaire',
    run: async (client, inputs) => {
      const file = new File([inputs.questionnaireCsv], 'benchmark-questionnaire.csv', { type: 'text/csv' });
      const { record: uploaded } = await client.action(
        '/manage/questionnaires/new',
        questionnaires,
        'uploadQuestionnaireAction',
        form({ name: 'Benchmark questionnaire of 500 questions', customer: 'Benchmark customer', file }),
      );
      await client.action(
        `/manage/questionnaires/${uploaded.id}`,
        questionnaires,
        'suggestAnswersAction',
        form({ id: uploaded.id, version: uploaded.version }),
      );
      return { questions: uploaded.questionCount };
    },
  },
  { kind: 'access-review', run: accessReview },
  {
    kind: 'checks',
    notServed:
      'not started through the server here: the run reaches GitHub, Google Workspace and AWS, whose stand-ins only the jobs’ own processes are connected to',
  },
  process.env.DATABASE_URL
    ? { kind: 'backup', notServed: 'PostgreSQL is backed up by its own server, not by the product' }
    : { kind: 'backup', run: (_client, _inputs, server) => askedBackup(server) },
];
