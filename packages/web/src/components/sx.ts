import type { SxProps, Theme } from '@mui/material';

/** Combines sx values (each may itself be an array), as MUI's array form allows. */
export function mergeSx(...parts: Array<SxProps<Theme> | undefined>): SxProps<Theme> {
  return parts.flatMap((part) =>
    part === undefined ? [] : Array.isArray(part) ? (part as unknown[]) : [part],
  ) as SxProps<Theme>;
}
