/** A least-recently-used map bounded by a total weight (bytes held). */
export class MemoryCache<V> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Re-insert so iteration order runs from least to most recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V) {
    this.delete(key);
    this.entries.set(key, value);
    this.total += this.weigh(value);
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.capacity) break;
      this.entries.delete(oldest);
      this.total -= this.weigh(old);
    }
  }

  delete(key: string) {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.total -= this.weigh(value);
  }

  deletePrefix(prefix: string) {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }
}
