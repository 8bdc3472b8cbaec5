/** A Map that holds at most `limit` entries, dropping the oldest first: for in-process memo tables. */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    // Setting a key again moves it to the newest end; a Map iterates in insertion order, oldest first.
    this.delete(key);
    if (this.size >= this.limit) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
