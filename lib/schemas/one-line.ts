import { z } from '@/lib/schemas/zod';

/**
 * C0 controls (NUL, tab, CR, LF…), DEL, C1 controls and the Unicode line and paragraph separators. None belongs in
 * a one-line field, and a CR or LF in a name or subject would start a new header line in a letter or a log line.
 */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether a text holds no control character and no line break. */
export const isOneLine = (value: string): boolean => !CONTROL_CHARACTER.test(value);

/** The field message for a one-line field that holds a line break or control character. */
export const oneLineMessage = (label: string): string => `The ${label} must be on one line, without line breaks or control characters.`;

/**
 * A one-line field: `schema` (a string, trimmed and bounded as its form wants) that also refuses control
 * characters and line breaks anywhere, with a field message. Every one-line field of a form goes through here.
 */
export function oneLine<T extends z.ZodType<string, string>>(schema: T, label: string): T {
  return schema.refine(isOneLine, oneLineMessage(label));
}
