/**
 * Reusable typed-array scratch space for one material's synchronous generation pass. Fresh
 * multi-megabyte arrays cost page faults on every material (noticeable when ~200 are generated
 * in a row), so buffers are handed out in call order and reused by the next material; they are
 * dropped a few seconds after the last generation so an idle server does not hold them.
 * Only valid until the next resetScratch(): never hand these to async work (e.g. sharp).
 */
const pools = new Map<string, { bufs: (Float32Array | Int32Array)[]; next: number }>();
let timer: ReturnType<typeof setTimeout> | null = null;

/** Starts a new generation pass: all previously handed-out buffers may be reused. */
export function resetScratch(): void {
  for (const p of pools.values()) p.next = 0;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => pools.clear(), 3000);
  timer.unref?.();
}

function take<T extends Float32Array | Int32Array>(
  kind: string,
  length: number,
  make: (n: number) => T,
  zero: boolean,
): T {
  const k = `${kind}${length}`;
  let p = pools.get(k);
  if (!p) pools.set(k, (p = { bufs: [], next: 0 }));
  let b = p.bufs[p.next] as T | undefined;
  if (!b) p.bufs.push((b = make(length)));
  else if (zero) b.fill(0);
  p.next++;
  return b;
}

/** A Float32Array of the given length, zeroed unless zero = false. */
export function f32(length: number, zero = true): Float32Array {
  return take('f', length, (n) => new Float32Array(n), zero);
}

/** An Int32Array of the given length, zeroed unless zero = false. */
export function i32(length: number, zero = true): Int32Array {
  return take('i', length, (n) => new Int32Array(n), zero);
}
