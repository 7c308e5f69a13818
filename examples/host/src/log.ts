/**
 * The message log panel: every message in, out and dropped, newest first. Token values are
 * masked, as a host should never print them.
 */
import type { ChannelEvent } from '@vitrine/embed';

const SECRET_FIELDS = new Set(['accessToken', 'userAccessToken']);
const MAX_ENTRIES = 300;
/** What each row is: a message either way, one the SDK dropped, or what the host did. */
const LABELS: Record<string, string> = {
  in: 'app → host',
  out: 'host → app',
  dropped: 'dropped',
  note: 'host',
};

const mask = (payload: unknown) =>
  JSON.stringify(
    payload,
    (key, value: unknown) => (SECRET_FIELDS.has(key) && value ? '•••' : value),
    2,
  );

export function logPanel(list: HTMLOListElement) {
  const add = (direction: string, title: string, body?: string) => {
    const item = document.createElement('li');
    item.className = direction;
    const time = new Date().toLocaleTimeString();
    item.innerHTML = `<span class="time"></span> <b class="dir"></b> <code class="type"></code>`;
    item.querySelector('.time')!.textContent = time;
    item.querySelector('.dir')!.textContent = LABELS[direction] ?? direction;
    item.querySelector('.type')!.textContent = title;
    if (body) {
      const details = document.createElement('details');
      details.innerHTML = '<summary>payload</summary><pre></pre>';
      details.querySelector('pre')!.textContent = body;
      item.append(details);
    }
    list.prepend(item);
    while (list.children.length > MAX_ENTRIES) list.lastElementChild!.remove();
  };
  return {
    event(event: ChannelEvent) {
      if (event.direction === 'dropped') return add('dropped', `${event.type}: ${event.reason}`);
      const { type, id, replyTo, payload } = event.message;
      add(event.direction, `${type}  #${id}${replyTo ? ` ↩ #${replyTo}` : ''}`, mask(payload));
    },
    note: (text: string) => add('note', text),
    clear: () => list.replaceChildren(),
  };
}
