/** The item a form changes and the version it was read at: a stale version is refused by the server. */
export function RecordVersionInputs({ item }: { item: { id: string; version: number } }) {
  return (
    <>
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="version" value={item.version} />
    </>
  );
}
