/**
 * Tooltips for the many small buttons of grids and headers, without a Tooltip per button: a
 * LazyTooltip only marks its child (`data-tooltip`), and one shared tooltip (TooltipHost,
 * MUI's Tooltip with Popper, about 11 KB gzipped) shows the title of whichever marked
 * element the pointer rests on, a long touch holds or the keyboard focuses. The host is
 * fetched at the visitor's first interaction (pointer, touch, key), or when the browser is
 * idle a few seconds after the page has shown. Its arrival re-renders nothing else, so no
 * button is rendered anew (and none loses the focus) when it comes; until then each button
 * is named by its own aria-label.
 */
import {
  cloneElement,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
} from 'react';
import { reportError } from '../report';
import { loadSoon } from './loadSoon';

let Host: ComponentType | null = null;
let requested = false;
const listeners = new Set<() => void>();

function load() {
  if (requested) return;
  requested = true;
  import('./TooltipHost').then(
    (module) => {
      Host = module.default;
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

/** The shared tooltip, once loaded; rendered once by the app shell. */
export function TooltipLayer() {
  const Loaded = useSyncExternalStore(subscribe, () => Host);
  useEffect(() => (Host || requested ? undefined : loadSoon(load)), []);
  return Loaded ? <Loaded /> : null;
}

/** Shows `title` as a tooltip of `children` (an element that passes data-* to the DOM). */
export function LazyTooltip({
  title,
  children,
}: {
  title: string;
  children: ReactElement<{ 'data-tooltip'?: string }>;
}) {
  return cloneElement(children, { 'data-tooltip': title });
}
