/** The grid of collection, family and folder cards: two columns on a phone, more on desktop. */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';

export function TileGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      role="list"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(auto-fill, minmax(140px, 1fr))',
          md: 'repeat(auto-fill, minmax(220px, 1fr))',
        },
        gap: { xs: 1.5, md: 2 },
        '& > *': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}

export function TileGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <TileGrid>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      ))}
    </TileGrid>
  );
}
