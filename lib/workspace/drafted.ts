import type { Tx } from './member';

/**
 * A write made by confirming a draft of the assistant. The ordinary write runs as always (role, stale check,
 * activity row); its activity row says the record was drafted by the assistant, and `confirm` marks the draft
 * confirmed with the record written, inside the write's own transaction, so both happen or neither.
 */
export type FromDraft = { confirm: (tx: Tx, recordId: string) => Promise<void> };

export const DRAFTED_NOTE = 'drafted by the assistant';

/** A write's activity summary, with the note when it confirms a draft. */
export function draftedSummary(summary: string, draft: FromDraft | undefined): string {
  return draft ? `${summary}, ${DRAFTED_NOTE}` : summary;
}

/** Marks the draft confirmed with the record written, when the write confirms one. */
export async function confirmDraftIn(tx: Tx, draft: FromDraft | undefined, recordId: string): Promise<void> {
  if (draft) await draft.confirm(tx, recordId);
}
