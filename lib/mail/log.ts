/** The server log's lines about letters: what happened, the kind and the recipient, never the text or a link. */

/** Line breaks and control characters shown as escapes, so a value can never start a forged log line. */
const escaped = (value: string) =>
  value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A log line about a letter: `Mail <event>: <kind> to <recipient>`, with `detail` after a comma when given. */
export function letterLine(event: string, letter: { kind: string; to: string }, detail?: string): string {
  const line = `Mail ${event}: ${escaped(letter.kind)} to ${escaped(letter.to)}`;
  return detail ? `${line}, ${escaped(detail)}` : line;
}
