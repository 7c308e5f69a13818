import type { SxProps, Theme } from '@mui/material';

/** Combines sx values (each may itself be an array), as MUI's array form allows. */
export function mergeSx(...parts: Array<SxProps<Theme> | undefined>): SxProps<Theme> {
  return parts.flatMap((part) =>
    part === undefined ? [] : Array.isArray(part) ? (part as unknown[]) : [part],
  ) as SxProps<Theme>;
}

/** At most `lines` lines of text, cut with an ellipsis; long words break rather than overflow. */
export const lineClamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const;
