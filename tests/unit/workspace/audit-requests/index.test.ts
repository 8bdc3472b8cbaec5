/** @jest-environment node */
import { getDb } from '@/lib/db/client';
import { people } from '@/lib/db/schema';
import { FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { readQuestionnaire } from '@/lib/questionnaires/workbook';
import {
  addAuditRequest,
  assignAuditRequest,
  attachRequestEvidence,
  auditRequestPackageFiles,
  commentOnAuditRequest,
  confirmRequestControls,
  decideAuditRequest,
  drawAuditSample,
  exportRequestList,
  importRequestList,
  listAuditRequests,
  listAuditSamples,
  readAuditRequest,
  requestControlSuggestions,
} from '@/lib/workspace/audit-requests';
import { tasksOf } from '@/lib/workspace/tasks';
import { createEvidence } from '@/lib/workspace/evidence';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';
import { pdfFile, upload, uploads } from '../evidence/fixtures';
import { csvOf, guessed, LIST_ROWS, typeTwoAudit, xlsxOf } from './fixtures';

withThrowAwayDatabase('audit-requests');

/** A read row's cells as text, padded to the export's seven columns (a reader leaves trailing empty cells out). */
const plain = (cells: readonly (string | undefined)[]) =>
  Array.from({ length: Math.max(7, cells.length) }, (_, index) => cells[index] ?? '');

describe('audit request lists', () => {
  it('imports a CSV list by its guessed columns and exports it again with a Status and an Evidence column', async () => {
    const admin = await founder('Request Admin');
    const audit = await typeTwoAudit(admin);
    const imported = await importRequestList(admin, guessed(audit.id), { name: 'pbc.csv', bytes: csvOf(LIST_ROWS) });
    expect(imported).toEqual({ auditId: audit.id, count: 3 });
    const requests = await listAuditRequests(admin, audit.id);
    expect(requests.map(({ reference, dueOn, status }) => ({ reference, dueOn, status }))).toEqual([
      { reference: '1.01', dueOn: '2026-07-05', status: 'open' },
      { reference: '1.02', dueOn: '2026-07-06', status: 'open' },
      { reference: '1.03', dueOn: null, status: 'open' },
    ]);

    const evidence = await createEvidence(admin, { ...upload, name: 'Q2 access review' }, await uploads(pdfFile('review.pdf')));
    await attachRequestEvidence(admin, { id: requests[0]!.id, version: 1, evidenceIds: [evidence.id] });
    await decideAuditRequest(admin, { id: requests[0]!.id, version: 2, decision: 'submit', comment: '' });

    const exported = await exportRequestList(admin, audit.id, new Date('2026-07-03T10:00:00Z'));
    expect(exported.fileName).toBe('pbc 2026-07-03.csv');
    expect(exported.contentType).toBe('text/csv; charset=utf-8');
    const [sheet] = (await readQuestionnaire(exported.bytes)).sheets;
    const rows = sheet!.rows.map((row) => plain(row.cells.map((cell) => cell?.text)));
    expect(rows[0]).toEqual(['PBC #', 'Area', 'Information requested', 'Due date', 'Auditor notes', 'Status', 'Evidence']);
    expect(rows[1]).toEqual([...LIST_ROWS[2]!, 'Submitted', 'Q2 access review']);
    expect(rows[3]).toEqual([...LIST_ROWS[4]!, 'Open', '']);
  });

  it('imports an XLSX list by the columns a person chose (the due date column left to the guess), and exports XLSX', async () => {
    const admin = await founder('Xlsx Admin');
    const audit = await typeTwoAudit(admin);
    const file = { name: 'Auditor list.xlsx', bytes: await xlsxOf(LIST_ROWS) };
    await importRequestList(admin, guessed(audit.id, { referenceColumn: 'A', textColumn: 'B', dueColumn: '', headerRow: '2' }), file);
    const requests = await listAuditRequests(admin, audit.id);
    expect(requests.map(({ reference, text, dueOn }) => ({ reference, text, dueOn }))).toEqual([
      { reference: '1.01', text: 'Access', dueOn: '2026-07-05' },
      { reference: '1.02', text: 'HR', dueOn: '2026-07-06' },
      { reference: '1.03', text: 'Change', dueOn: null },
    ]);
    expect((await refusal(importRequestList(admin, guessed(audit.id), file))).message).toMatch(/has an imported request list already/);
    const exported = await exportRequestList(admin, audit.id, new Date('2026-07-03T10:00:00Z'));
    expect(exported.fileName).toBe('Auditor list 2026-07-03.xlsx');
    const [sheet] = (await readQuestionnaire(exported.bytes)).sheets;
    expect(plain(sheet!.rows[0]!.cells.map((cell) => cell?.text)).slice(-2)).toEqual(['Status', 'Evidence']);
  });

  it('refuses a list with bad rows, naming them, and imports nothing', async () => {
    const admin = await founder('Bad Rows Admin');
    const audit = await typeTwoAudit(admin);
    const rows = [...LIST_ROWS.slice(0, 3), ['1.02', 'HR', '', '2026-07-06'], ['1.04', 'HR', 'Provide the offboarding list.', 'soon']];
    const refused = await refusal(importRequestList(admin, guessed(audit.id), { name: 'pbc.csv', bytes: csvOf(rows) }));
    expect(refused.status).toBe(422);
    expect(refused.message).toBe(
      'The list was not imported. Fix these rows and import it again: row 4: it has no request text; row 5: its due date "soon" is not a date (use YYYY-MM-DD).',
    );
    expect(await listAuditRequests(admin, audit.id)).toEqual([]);
    const empty = await refusal(importRequestList(admin, guessed(audit.id), { name: 'empty.csv', bytes: new Uint8Array() }));
    expect(empty.status).toBe(422);
    expect((await refusal(importRequestList(admin, guessed(audit.id), undefined))).message).toBe(
      'Choose the request list file (Excel workbook or CSV).',
    );
  });

  it('moves a request from open to submitted to returned and accepted, with each decision in its thread', async () => {
    const admin = await founder('Decision Admin');
    const owner = await joinAs(admin, 'member');
    const audit = await typeTwoAudit(admin);
    const { id } = await addAuditRequest(admin, {
      auditId: audit.id,
      reference: 'R-1',
      text: 'Provide the backup policy.',
      dueOn: '2026-07-10',
    });
    await assignAuditRequest(admin, { id, version: 1, ownerMemberId: owner.id, dueOn: '2026-07-12' });
    expect((await tasksOf(owner, '2026-07-01')).map((task) => task.title)).toContain('Answer the request R-1');

    expect((await refusal(decideAuditRequest(owner, { id, version: 2, decision: 'submit', comment: '' }))).message).toBe(
      'Attach evidence before submitting the request.',
    );
    expect((await refusal(decideAuditRequest(owner, { id, version: 2, decision: 'accept', comment: '' }))).message).toBe(
      'Only a submitted request is accepted.',
    );
    const evidence = await createEvidence(owner, { ...upload, name: 'Backup policy' }, await uploads(pdfFile('backup.pdf')));
    await attachRequestEvidence(owner, { id, version: 2, evidenceIds: [evidence.id] });
    await decideAuditRequest(owner, { id, version: 3, decision: 'submit', comment: 'Here it is.' });
    expect((await tasksOf(owner, '2026-07-01')).map((task) => task.title)).not.toContain('Answer the request R-1');
    expect((await refusal(decideAuditRequest(admin, { id, version: 4, decision: 'return', comment: ' ' }))).message).toBe(
      'Say what is missing: a returned request needs a comment.',
    );
    await decideAuditRequest(admin, { id, version: 4, decision: 'return', comment: 'This is last year’s version.' });
    const returned = await tasksOf(owner, '2026-07-01');
    expect(returned.find((task) => task.title === 'Answer the request R-1')?.detail).toBe(
      'Returned with a comment: audit SOC 2 Type II FY26',
    );
    await decideAuditRequest(owner, { id, version: 5, decision: 'submit', comment: '' });
    const accepted = await decideAuditRequest(admin, { id, version: 6, decision: 'accept', comment: 'Fine.' });
    expect(accepted.status).toBe('accepted');
    expect((await refusal(decideAuditRequest(admin, { id, version: 6, decision: 'return', comment: 'x' }))).status).toBe(409);
    await commentOnAuditRequest(owner, { id, body: 'Thanks.' });

    const { thread } = await readAuditRequest(admin, id);
    expect(thread.map(({ kind, body }) => [kind, body])).toEqual([
      ['submitted', 'Here it is.'],
      ['returned', 'This is last year’s version.'],
      ['submitted', ''],
      ['accepted', 'Fine.'],
      ['comment', 'Thanks.'],
    ]);
  });

  it('suggests library controls for a request and keeps those a person confirms', async () => {
    const admin = await founder('Controls Admin');
    const audit = await typeTwoAudit(admin);
    const { id } = await addAuditRequest(admin, {
      auditId: audit.id,
      reference: 'C-1',
      text: 'Provide evidence of the quarterly user access review.',
      dueOn: '',
    });
    const suggestions = await requestControlSuggestions(admin, id);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.some((control) => /access/i.test(control.name))).toBe(true);
    const chosen = suggestions.slice(0, 2).map((control) => control.id);
    const saved = await confirmRequestControls(admin, { id, version: 1, controlIds: chosen });
    expect(saved.controlIds).toEqual(chosen);
    expect((await refusal(confirmRequestControls(admin, { id, version: 2, controlIds: ['NOPE-1'] }))).message).toBe(
      'NOPE-1 is not a control of the library.',
    );
  });

  it('draws the same sample with the same seed, another with another seed, and makes each item a request', async () => {
    const admin = await founder('Sample Admin');
    const audit = await typeTwoAudit(admin);
    const db = await getDb();
    await db.insert(people).values(
      Array.from({ length: 12 }, (_, index) => ({
        organizationId: admin.organizationId,
        name: `Joiner ${index + 1}`,
        email: `joiner-${index + 1}@example.com`,
        startDate: `2026-0${1 + (index % 6)}-${String(10 + index).padStart(2, '0')}`,
        source: 'manual' as const,
      })),
    );
    await db.insert(people).values({
      organizationId: admin.organizationId,
      name: 'Before',
      email: 'before@example.com',
      startDate: '2025-12-31',
      source: 'manual',
    });

    const first = await drawAuditSample(admin, { auditId: audit.id, population: 'joiners', size: 4, seed: '2026' });
    const again = await drawAuditSample(admin, { auditId: audit.id, population: 'joiners', size: 4, seed: '2026' });
    const other = await drawAuditSample(admin, { auditId: audit.id, population: 'joiners', size: 4, seed: '7' });
    expect(first).toMatchObject({
      population: 'joiners',
      populationSize: 12,
      size: 4,
      seed: '2026',
      periodStart: '2026-01-01',
      periodEnd: '2026-06-30',
    });
    expect(again.items).toEqual(first.items);
    expect(other.items).not.toEqual(first.items);
    expect(first.items.some((item) => item.label.startsWith('Before'))).toBe(false);
    const made = await drawAuditSample(admin, { auditId: audit.id, population: 'joiners', size: 1, seed: '' });
    expect(made.seed).toMatch(/^\d+$/);

    const requests = await listAuditRequests(admin, audit.id);
    expect(requests).toHaveLength(13);
    expect(requests.filter((request) => request.sampleId === first.id).map((request) => request.reference)).toEqual([
      'S1-01',
      'S1-02',
      'S1-03',
      'S1-04',
    ]);
    expect(requests[0]!.text).toContain(first.items[0]!.label);
    expect(await listAuditSamples(admin, audit.id)).toHaveLength(4);

    expect((await refusal(drawAuditSample(admin, { auditId: audit.id, population: 'joiners', size: 13, seed: '1' }))).message).toBe(
      'The sample size (13) is larger than the population (12 items in the period). Choose at most 12.',
    );
    const noPeriod = await typeTwoAudit(admin, { observationStartDate: null, observationEndDate: null });
    expect((await refusal(drawAuditSample(admin, { auditId: noPeriod.id, population: 'joiners', size: 1, seed: '1' }))).message).toMatch(
      /observation period/,
    );
  });

  it('gives the auditor package the request list with statuses, the samples with their seeds and the comments', async () => {
    const admin = await founder('Package Admin');
    const audit = await typeTwoAudit(admin);
    expect(await auditRequestPackageFiles(admin, audit.id)).toEqual([]);
    const { id } = await addAuditRequest(admin, {
      auditId: audit.id,
      reference: 'P-1',
      text: 'Provide the incident response plan.',
      dueOn: '',
    });
    await commentOnAuditRequest(admin, { id, body: 'Which year, please?' });
    const files = await auditRequestPackageFiles(admin, audit.id);
    expect(files.map((file) => file.name)).toEqual([
      'requests.csv',
      'samples.csv',
      'request-comments.csv',
      'evidence-reviews.csv',
      'evidence-item-comments.csv',
      'findings.csv',
    ]);
    expect(files[0]!.text).toContain('P-1,Provide the incident response plan.,,Open,');
    expect(files[2]!.text).toMatch(/P-1,[^,]+,Package Admin \d+,comment,"Which year, please\?"/);
  });

  it('refuses another organization’s audits and requests, and viewers’ writes', async () => {
    const admin = await founder('Scope Admin');
    const viewer = await joinAs(admin, 'viewer');
    const stranger = await founder('Stranger');
    const audit = await typeTwoAudit(admin);
    const { id } = await addAuditRequest(admin, { auditId: audit.id, reference: 'S-1', text: 'Provide the asset inventory.', dueOn: '' });

    expect((await refusal(listAuditRequests(stranger, audit.id))).status).toBe(404);
    expect((await refusal(readAuditRequest(stranger, id))).status).toBe(404);
    expect((await refusal(addAuditRequest(stranger, { auditId: audit.id, reference: 'X', text: 'x', dueOn: '' }))).status).toBe(404);
    expect((await refusal(assignAuditRequest(stranger, { id, version: 1, ownerMemberId: '', dueOn: '' }))).status).toBe(404);
    expect((await refusal(commentOnAuditRequest(stranger, { id, body: 'Hello' }))).status).toBe(404);
    expect((await refusal(exportRequestList(stranger, audit.id))).status).toBe(404);
    expect((await refusal(drawAuditSample(stranger, { auditId: audit.id, population: 'joiners', size: 1, seed: '1' }))).status).toBe(404);
    expect((await refusal(readAuditRequest(admin, UNKNOWN_ID))).status).toBe(404);
    expect((await refusal(assignAuditRequest(admin, { id, version: 1, ownerMemberId: stranger.id, dueOn: '' }))).message).toBe(
      'Choose an owner from your team.',
    );
    const strangersEvidence = await createEvidence(stranger, upload, await uploads(pdfFile('theirs.pdf')));
    expect((await refusal(attachRequestEvidence(admin, { id, version: 1, evidenceIds: [strangersEvidence.id] }))).message).toBe(
      'Choose evidence from your organization’s library.',
    );

    expect(await listAuditRequests(viewer, audit.id)).toHaveLength(1);
    for (const write of [
      addAuditRequest(viewer, { auditId: audit.id, reference: 'V', text: 'v', dueOn: '' }),
      importRequestList(viewer, guessed(audit.id), { name: 'pbc.csv', bytes: csvOf(LIST_ROWS) }),
      decideAuditRequest(viewer, { id, version: 1, decision: 'submit', comment: '' }),
      commentOnAuditRequest(viewer, { id, body: 'Hi' }),
      confirmRequestControls(viewer, { id, version: 1, controlIds: [] }),
      drawAuditSample(viewer, { auditId: audit.id, population: 'joiners', size: 1, seed: '1' }),
    ]) {
      const refused = await refusal(write);
      expect([refused.status, refused.message]).toEqual([403, FORBIDDEN_MESSAGE]);
    }
  });
});
