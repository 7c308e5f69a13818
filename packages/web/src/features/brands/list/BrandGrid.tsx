/** The grid brand cards sit in: two columns on a phone, as many as fit on a desktop. */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';

/** Cards whose images load at once: a desktop's first row, a phone's first three rows. */
export const EAGER_CARDS = 6;

export function BrandGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      role="list"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(auto-fill, minmax(150px, 1fr))',
          md: 'repeat(auto-fill, minmax(240px, 1fr))',
        },
        gap: { xs: 1.5, md: 2 },
        '& > *': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}

/** Card-shaped placeholders while brands load. */
export function BrandGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <BrandGrid>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={289} />
      ))}
    </BrandGrid>
  );
}
