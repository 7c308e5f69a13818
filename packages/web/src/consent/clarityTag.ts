/**
 * Microsoft Clarity's tag (session recording), started with the Clarity consent of a user
 * whose organisation the operator configured (spec 02 s.6), never otherwise. The queue stub is
 * Clarity's own snippet in readable form; its script comes from clarity.ms.
 */
type ClarityQueue = ((...args: unknown[]) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    clarity?: ClarityQueue;
  }
}

let started = false;

export function startClarity(projectId: string): void {
  if (started) return;
  started = true;
  const queue: ClarityQueue =
    window.clarity ??
    Object.assign((...args: unknown[]) => (queue.q ??= []).push(args), { q: [] as unknown[][] });
  window.clarity = queue;
  // The visitor has allowed it: Clarity may set its cookies.
  queue('consent');
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.clarity.ms/tag/${encodeURIComponent(projectId)}`;
  document.head.append(script);
}
