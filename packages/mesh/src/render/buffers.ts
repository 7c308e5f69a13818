/**
 * Raster helpers: reusable sample buffers and front-to-back triangle ordering.
 */

// Sample buffers are reused between renders (same size in a batch): allocating ~8 MB of
// typed arrays per preview costs more in GC than clearing them.
const pool: Array<Float32Array | Int32Array | null> = [null, null];

/** A typed array of length n kept in pool slot `slot` across renders (contents are stale). */
export function pooled<T extends Float32Array | Int32Array>(
  slot: number,
  n: number,
  Ctor: new (n: number) => T,
): T {
  const cur = pool[slot];
  if (cur && cur.length === n && cur instanceof Ctor) return cur;
  const fresh = new Ctor(n);
  pool[slot] = fresh;
  return fresh;
}

/** Triangle order by nearest vertex depth (bucket sort), so the depth test rejects most overdraw. */
export function frontToBack(vp: Float32Array, idx: Uint32Array): Uint32Array {
  const n = idx.length / 3;
  const key = new Float32Array(n);
  let lo = Infinity,
    hi = -Infinity;
  for (let t = 0; t < n; t++) {
    const k = Math.max(
      vp[idx[t * 3]! * 3 + 2]!,
      vp[idx[t * 3 + 1]! * 3 + 2]!,
      vp[idx[t * 3 + 2]! * 3 + 2]!,
    );
    key[t] = k;
    if (k < lo) lo = k;
    if (k > hi) hi = k;
  }
  const NB = 1024;
  const scale = hi > lo ? (NB - 1) / (hi - lo) : 0;
  const count = new Uint32Array(NB + 1);
  const bucket = new Uint16Array(n);
  for (let t = 0; t < n; t++) {
    const b = NB - 1 - Math.floor((key[t]! - lo) * scale); // larger z (nearer) first
    bucket[t] = b;
    count[b + 1]!++;
  }
  for (let b = 0; b < NB; b++) count[b + 1] = count[b + 1]! + count[b]!;
  const order = new Uint32Array(n);
  for (let t = 0; t < n; t++) order[count[bucket[t]!]!++] = t;
  return order;
}
