/** The sentence an ended audit's screens show in place of their forms. */
export const ENDED_AUDIT_NOTICE =
  'This audit has ended and is read only: its requests, evidence reviews and comments are kept as they were.';

/** Says, in place of every form, that the audit has ended and nothing more can be written. */
export function EndedAuditNotice() {
  return (
    <p role="status" className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      {ENDED_AUDIT_NOTICE}
    </p>
  );
}
