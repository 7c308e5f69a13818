/**
 * The one tooltip of the elements LazyTooltip marks (`data-tooltip`), behaving as MUI's
 * Tooltip does on each of them: it opens 100 ms after the mouse enters, at once on keyboard
 * focus, after a 700 ms touch (and closes 1.5 s after it), and closes when the pointer or
 * focus leaves or on Escape. While open, the element is described by it (aria-describedby).
 */
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useId, useState } from 'react';

const ENTER_MS = 100;
const TOUCH_ENTER_MS = 700;
const TOUCH_LEAVE_MS = 1500;
const SELECTOR = '[data-tooltip]';

function markedOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(SELECTOR) : null;
}

export default function TooltipHost() {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const title = anchor?.dataset.tooltip ?? '';

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** The element the tooltip is for, or is about to be for. */
    let current: HTMLElement | null = null;
    /** The element it shows for now. */
    let shown: HTMLElement | null = null;
    const show = (element: HTMLElement | null, delay = 0) => {
      clearTimeout(timer);
      current = element;
      const apply = () => setAnchor((shown = element));
      if (delay === 0) apply();
      else timer = setTimeout(apply, delay);
    };
    const onOver = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      const element = markedOf(event.target);
      if (element !== current) show(element, element ? ENTER_MS : 0);
    };
    const onOut = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || !current) return;
      const to = event.relatedTarget;
      if (!(to instanceof Node && current.contains(to))) show(null);
    };
    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return show(null);
      const element = markedOf(event.target);
      show(element, element ? TOUCH_ENTER_MS : 0);
    };
    const onUp = (event: PointerEvent) => {
      if (event.pointerType !== 'touch' || !current) return;
      // Released before the tooltip showed: it will not; after: it stays a moment.
      show(null, shown && shown === current ? TOUCH_LEAVE_MS : 0);
    };
    // Keyboard focus only: a tap or click also focuses, and must not cancel a long touch.
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof Element && target.matches(':focus-visible')) show(markedOf(target));
    };
    const onBlur = (event: FocusEvent) => {
      if (current && event.target instanceof Node && current.contains(event.target)) show(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') show(null);
    };
    const listeners = [
      ['pointerover', onOver],
      ['pointerout', onOut],
      ['pointerdown', onDown],
      ['pointerup', onUp],
      ['pointercancel', onUp],
      ['focusin', onFocus],
      ['focusout', onBlur],
      ['keydown', onKey],
    ] as const;
    for (const [type, listener] of listeners)
      document.addEventListener(type, listener as EventListener, true);
    // What the pointer or the keyboard was on while this loaded.
    const focused = document.activeElement;
    const hovered = [...document.querySelectorAll(':hover')].pop() ?? null;
    if (focused instanceof Element && focused.matches(':focus-visible')) show(markedOf(focused));
    else if (markedOf(hovered)) show(markedOf(hovered), ENTER_MS);
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners)
        document.removeEventListener(type, listener as EventListener, true);
    };
  }, []);

  // The anchor is described by the tooltip while it shows.
  useEffect(() => {
    if (!anchor) return;
    anchor.setAttribute('aria-describedby', id);
    return () => anchor.removeAttribute('aria-describedby');
  }, [anchor, id]);

  const open = anchor !== null && anchor.isConnected && title !== '';
  return (
    <Tooltip
      open={open}
      title={title}
      id={id}
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl: anchor } }}
    >
      <span hidden />
    </Tooltip>
  );
}
