/**
 * How many writes a member may make in a minute. The proxy's per-session gate (answering 429) and the action
 * builder's shared per-member counter use the same figure, so a page never sees one refuse what the other allows.
 */
export const MEMBER_WRITES_PER_MINUTE = 60;

/** The first words of every refusal of a signed-in write for its budget; the forms show such a message as it is. */
export const WRITE_BUDGET_REFUSAL = 'Too many changes';

/**
 * What a screen says when a call of a server action failed: the server's refusal of a write past its budget
 * (the proxy answers it as plain text, which the action call throws as its message), else `fallback`.
 */
export function failedWriteMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.startsWith(WRITE_BUDGET_REFUSAL) ? error.message : fallback;
}
