/**
 * Style rules that never change, written into the document once: what many copies of a
 * component share (the cards of a grid) then costs no style work per render. `sx` and
 * `styled()` serialise and hash their styles again at every render of every copy (emotion):
 * a fifth of React's work on a first visit to /, most of it the cards (docs/PERFORMANCE.md).
 * The rules are written from the theme, so they follow it.
 */
import { useTheme, type Theme } from '@mui/material/styles';
import type { CSSProperties } from 'react';

const written = new Set<string>();

/** Writes the rules named `key` into the document's head on first use; later calls do nothing. */
export function useStaticStyles(key: string, rules: (theme: Theme) => string) {
  const theme = useTheme();
  if (written.has(key) || typeof document === 'undefined') return;
  written.add(key);
  const style = document.createElement('style');
  style.dataset.static = key;
  style.textContent = rules(theme);
  document.head.appendChild(style);
}

/** A theme typography variant (body2, caption...) as CSS declarations. */
export function typographyCss(variant: CSSProperties): string {
  const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing } = variant;
  return [
    `font-family:${fontFamily}`,
    `font-weight:${fontWeight}`,
    `font-size:${fontSize}`,
    `line-height:${lineHeight}`,
    letterSpacing === undefined ? '' : `letter-spacing:${letterSpacing}`,
  ]
    .filter(Boolean)
    .join(';');
}
