/** The grid brand cards sit in: two columns on a phone, as many as fit on a desktop. */
import type { ReactNode } from 'react';
import { CardGrid, CardGridSkeleton } from '../../../components/CardGrid';

/** Cards whose images load at once: a desktop's first row, a phone's first three rows. */
export const EAGER_CARDS = 6;
const MIN_WIDTH = { xs: 150, md: 240 };

export function BrandGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <CardGrid label={label} minWidth={MIN_WIDTH}>
      {children}
    </CardGrid>
  );
}

/** Card-shaped placeholders while brands load. */
export function BrandGridSkeleton({ count = 8 }: { count?: number }) {
  return <CardGridSkeleton count={count} minWidth={MIN_WIDTH} sx={{ height: 289 }} />;
}
