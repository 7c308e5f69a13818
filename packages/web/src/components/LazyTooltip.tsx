/**
 * MUI's Tooltip (with Popper, about 11 KB gzipped), fetched at the visitor's first
 * interaction (pointer, touch, key), or when the browser is idle a few seconds after the page
 * has shown: a tooltip is only ever needed after an interaction. Until it arrives the child
 * shows alone, still named by its own aria-label, so grids of cards and the brand header
 * never wait for it.
 */
import type TooltipComponent from '@mui/material/Tooltip';
import { useEffect, useSyncExternalStore, type ReactElement } from 'react';
import { reportError } from '../app/report';

let Tooltip: typeof TooltipComponent | null = null;
let requested = false;
const listeners = new Set<() => void>();

function load() {
  if (requested) return;
  requested = true;
  import('@mui/material/Tooltip').then(
    (module) => {
      Tooltip = module.default;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      requested = false;
      reportError(error, 'Tooltip load failure');
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const INTERACTIONS = ['pointermove', 'pointerdown', 'keydown', 'focusin'] as const;
const IDLE_AFTER_MS = 4000;
let scheduled = false;

/** Runs `load` at the first interaction, or a few seconds on when the browser is idle. */
function scheduleLoad() {
  if (scheduled) return;
  scheduled = true;
  const start = () => {
    clearTimeout(timer);
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
    load();
  };
  const timer = setTimeout(() => {
    // Safari has no requestIdleCallback.
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
    else start();
  }, IDLE_AFTER_MS);
  for (const type of INTERACTIONS)
    window.addEventListener(type, start, { capture: true, passive: true });
}

export function LazyTooltip({ title, children }: { title: string; children: ReactElement }) {
  const Loaded = useSyncExternalStore(subscribe, () => Tooltip);
  useEffect(scheduleLoad, []);
  return Loaded ? <Loaded title={title}>{children}</Loaded> : children;
}
