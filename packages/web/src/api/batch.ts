/**
 * Collects the ids asked for within one tick and loads them with one request, so a grid of
 * cards that each need their brand's name (or a filter list that needs 40 labels) makes one
 * fetch call, not forty. Each id's result is then cached by TanStack Query under its own key.
 */
export type LoadMany<T> = (ids: string[]) => Promise<Map<string, T>>;

/** The most ids one fetch call takes (the catalogue accepts 1000; stay well below). */
const CHUNK = 500;

export function createBatcher<T>(loadMany: LoadMany<T>) {
  let pending = new Map<
    string,
    Array<{ resolve: (v: T | null) => void; reject: (e: unknown) => void }>
  >();
  let scheduled = false;

  async function flush() {
    const batch = pending;
    pending = new Map();
    scheduled = false;
    const ids = [...batch.keys()];
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK);
      try {
        const found = await loadMany(chunk);
        for (const id of chunk) for (const w of batch.get(id)!) w.resolve(found.get(id) ?? null);
      } catch (error) {
        for (const id of chunk) for (const w of batch.get(id)!) w.reject(error);
      }
    }
  }

  /** The item with this id, or null when the catalogue does not have it (or hides it). */
  return function load(id: string): Promise<T | null> {
    return new Promise((resolve, reject) => {
      const waiting = pending.get(id) ?? [];
      waiting.push({ resolve, reject });
      pending.set(id, waiting);
      if (!scheduled) {
        scheduled = true;
        setTimeout(() => void flush(), 0);
      }
    });
  };
}
