import { MAX_WORKBOOK_BYTES, WORKBOOK_MESSAGES } from '@/lib/questionnaires/workbook';
import { z } from '@/lib/schemas/zod';

/** A posted spreadsheet as the workspace reads it. */
export type PostedWorkbook = { name: string; bytes: Uint8Array };

/**
 * A posted workbook field (questionnaire, audit request list): exactly one file, at most 10 MB; `missing` is the
 * message when none is chosen. Its contents are checked by the workbook reader.
 */
export function workbookFileField(missing: string) {
  return z.array(z.unknown()).transform(async (entries, context): Promise<PostedWorkbook> => {
    const files = entries.filter((entry): entry is File => entry instanceof Blob && 'name' in entry && (entry as File).name !== '');
    const [file] = files;
    if (!file || files.length !== 1) {
      context.addIssue({ code: 'custom', message: missing });
      return z.NEVER;
    }
    if (file.size > MAX_WORKBOOK_BYTES) {
      context.addIssue({ code: 'custom', message: WORKBOOK_MESSAGES['too-large'] });
      return z.NEVER;
    }
    return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
  });
}
