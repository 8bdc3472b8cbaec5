import ExcelJS from 'exceljs';
import type { AuditSchedule } from '@/lib/schemas/audits/records';
import type { RequestImport } from '@/lib/schemas/audit-requests/records';
import { addAuditRequest, attachRequestEvidence, decideAuditRequest } from '@/lib/workspace/audit-requests';
import { scheduleAudit } from '@/lib/workspace/audits';
import { createEvidence } from '@/lib/workspace/evidence';
import type { Member } from '@/lib/workspace/member';
import { pdfFile, upload, uploads } from '../evidence/fixtures';

/** A SOC 2 Type II audit observing the first half of 2026. */
export async function typeTwoAudit(member: Member, overrides: Partial<AuditSchedule> = {}) {
  return scheduleAudit(member, {
    name: 'SOC 2 Type II FY26',
    type: 'external',
    framework: 'soc2',
    auditor: 'Prescient',
    startDate: '2026-07-01',
    endDate: '2026-07-31',
    observationStartDate: '2026-01-01',
    observationEndDate: '2026-06-30',
    description: '',
    ...overrides,
  });
}

/** The auditor's list: a title row, a header row and three requests. */
export const LIST_ROWS = [
  ['FY26 SOC 2 request list'],
  ['PBC #', 'Area', 'Information requested', 'Due date', 'Auditor notes'],
  ['1.01', 'Access', 'Provide the quarterly user access review of the production systems.', '2026-07-05', 'Q1 and Q2'],
  ['1.02', 'HR', 'Provide the security awareness training records of all employees.', '2026-07-06', ''],
  ['1.03', 'Change', 'Provide the change management policy.', '', 'Current version'],
];

export function csvOf(rows: readonly (readonly string[])[]): Uint8Array {
  const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return new Uint8Array(Buffer.from(rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'));
}

export async function xlsxOf(rows: readonly (readonly string[])[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Requests');
  for (const row of rows) sheet.addRow([...row]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The import form with the columns left to the guess. */
export const guessed = (auditId: string, overrides: Partial<RequestImport> = {}): RequestImport => ({
  auditId,
  referenceColumn: '',
  textColumn: '',
  dueColumn: '',
  headerRow: '',
  ...overrides,
});

/** A request answered with a new evidence item uploaded by `uploader` and submitted; its id, version and the item. */
export async function submittedWithItem(uploader: Member, auditId: string, reference: string) {
  const { id } = await addAuditRequest(uploader, { auditId, reference, text: `Provide ${reference}.`, dueOn: '2026-07-10' });
  const item = await createEvidence(uploader, { ...upload, name: `Evidence ${reference}` }, await uploads(pdfFile(`${reference}.pdf`)));
  await attachRequestEvidence(uploader, { id, version: 1, evidenceIds: [item.id] });
  await decideAuditRequest(uploader, { id, version: 2, decision: 'submit', comment: '' });
  return { id, version: 3, item };
}
