/**
 * The one toast service: how long a toast shows follows spec 02 s.8 (success 2 s; info,
 * warning, error 4 s; default 6 s), a closeable one stays until closed, and every toast
 * reaches the host that shows it.
 */
import { describe, expect, it } from 'vitest';
import { onToast, showToast, type Toast } from './toast';

function collect() {
  const shown: Toast[] = [];
  const stop = onToast((toast) => shown.push(toast));
  return { shown, stop };
}

describe('the toast service', () => {
  it('shows each severity for the time spec 02 s.8 gives it', () => {
    const { shown, stop } = collect();
    showToast('Saved', { severity: 'success' });
    showToast('Note', { severity: 'info' });
    showToast('Careful', { severity: 'warning' });
    showToast('Failed', { severity: 'error' });
    showToast('Plain');
    stop();
    expect(shown.map((t) => [t.severity, t.durationMs])).toEqual([
      ['success', 2000],
      ['info', 4000],
      ['warning', 4000],
      ['error', 4000],
      ['default', 6000],
    ]);
  });

  it('keeps a closeable toast until it is closed, and a wording of the spec its own time', () => {
    const { shown, stop } = collect();
    showToast('Queued', { severity: 'info', closeable: true });
    showToast({ key: 'contact.sent' }, { severity: 'success', durationMs: 5000 });
    stop();
    expect(shown.map((t) => t.durationMs)).toEqual([null, 5000]);
    expect(shown[1]!.text).toEqual({ key: 'contact.sent' });
  });

  it('gives every toast its own id and stops telling a host that left', () => {
    const { shown, stop } = collect();
    const retry = () => undefined;
    showToast('One', { severity: 'error', action: { label: 'Retry', run: retry } });
    showToast('Two');
    stop();
    showToast('Unseen');
    expect(shown.map((t) => t.text)).toEqual(['One', 'Two']);
    expect(shown[0]!.action?.run).toBe(retry);
    expect(shown[0]!.id).not.toBe(shown[1]!.id);
  });
});
