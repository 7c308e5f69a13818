/**
 * A list of cards in a grid: as many columns as fit cards of at least `minWidth` (on a phone
 * and from md up), two on a phone; and card-shaped placeholders while they load.
 */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface CardWidths {
  xs: number;
  md: number;
}

export function CardGrid(props: { children: ReactNode; label?: string; minWidth: CardWidths }) {
  const { children, label, minWidth } = props;
  return (
    <Box
      role="list"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: `repeat(auto-fill, minmax(${minWidth.xs}px, 1fr))`,
          md: `repeat(auto-fill, minmax(${minWidth.md}px, 1fr))`,
        },
        gap: { xs: 1.5, md: 2 },
        '& > *': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}

/** `count` placeholders shaped by `sx` (a height or an aspect ratio). */
export function CardGridSkeleton(props: {
  count: number;
  minWidth: CardWidths;
  sx: SxProps<Theme>;
}) {
  const { count, minWidth, sx } = props;
  return (
    <CardGrid minWidth={minWidth}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" sx={sx} />
      ))}
    </CardGrid>
  );
}
