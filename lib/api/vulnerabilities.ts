import 'server-only';
import type { z } from 'zod';
import { dayOf } from '@/lib/domain/calendar-days';
import { apiFindingsUploadFieldsSchema } from '@/lib/schemas/vulnerabilities/api';
import { z as zod } from '@/lib/schemas/zod';
import { importFindingsFile, listFindings, UnreadableFindingsFile } from '@/lib/workspace/vulnerabilities';
import type { Member } from '@/lib/workspace/member';
import { apiError } from './api-response';

/** The largest findings file an upload takes: 10 MB, the size of any upload. */
export const MAX_FINDINGS_FILE_BYTES = 10 * 1024 * 1024;

/** The upload form: its fields, and exactly one file under `file` (any type: its content is read below). */
export const apiFindingsUploadForm = apiFindingsUploadFieldsSchema.extend({
  file: zod
    .array(zod.unknown())
    .transform((entries) => entries.filter((entry): entry is File => entry instanceof Blob))
    .refine((files) => files.length === 1, 'file: send exactly one SARIF or CSV file in the "file" part.'),
});
export type ApiFindingsUpload = z.output<typeof apiFindingsUploadForm>;

const formatOf = (upload: ApiFindingsUpload, name: string): 'sarif' | 'csv' | null =>
  upload.format ?? (/\.(sarif|json)$/i.test(name) ? 'sarif' : /\.csv$/i.test(name) ? 'csv' : null);

/**
 * Records the findings of an uploaded SARIF 2.1.0 or CSV file: too large 413, unreadable (not JSON, not SARIF, no
 * CSV header) 400 with the reason, no format 422; else 201 with what each report did and the CSV lines left out.
 */
export async function pushFindings(member: Member, upload: ApiFindingsUpload): Promise<Response | { status: 201; body: unknown }> {
  const file = upload.file[0]!;
  if (file.size > MAX_FINDINGS_FILE_BYTES) return apiError('payload-too-large', 'The file is too large: send at most 10MB.');
  const format = formatOf(upload, file.name);
  if (!format) return apiError('invalid-input', 'format: name the format (sarif or csv), or send a .sarif, .json or .csv file.');
  const text = new TextDecoder('utf-8', { fatal: false }).decode(await file.arrayBuffer());
  try {
    const outcome = await importFindingsFile(member, {
      format,
      text,
      asset: upload.asset ?? null,
      source: upload.source ?? null,
      complete: upload.complete === 'true',
    });
    return { status: 201, body: outcome };
  } catch (error) {
    if (error instanceof UnreadableFindingsFile) return apiError('invalid-request', error.message);
    throw error;
  }
}

/** The organization's open findings with their due days, the oldest first. */
export async function findingsForApi(member: Member) {
  const findings = await listFindings(member, dayOf(new Date()), 'open');
  return findings.map(({ id, asset, identifier, title, severity, sources, firstSeenOn, dueOn, state }) => ({
    id,
    asset,
    identifier,
    title,
    severity,
    sources,
    firstSeenOn,
    dueOn,
    state: state as 'open' | 'overdue' | 'excepted',
  }));
}
