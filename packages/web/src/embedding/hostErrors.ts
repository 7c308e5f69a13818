/**
 * Failures of the host conversation the visitor should see (spec 01 s.8: 'Timeout while
 * waiting for message from integration host', 'configuration message parameter is null'):
 * reported, and shown by the host bridge's error toast.
 */
import { reportError } from '../report';

type Listener = (message: string) => void;
const listeners = new Set<Listener>();

export function onHostError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hostError(error: unknown, context: string): void {
  reportError(error, context);
  const message = error instanceof Error ? error.message : String(error);
  for (const listener of listeners) listener(message);
}
