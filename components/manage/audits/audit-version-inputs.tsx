/** The audit a form changes and the version it was read at: the server refuses a stale version. */
export function AuditVersionInputs({ audit }: { audit: { id: string; version: number } }) {
  return (
    <>
      <input type="hidden" name="id" value={audit.id} />
      <input type="hidden" name="version" value={audit.version} />
    </>
  );
}
