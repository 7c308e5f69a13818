/** The grid of collection, family and folder cards: two columns on a phone, more on desktop. */
import type { ReactNode } from 'react';
import { CardGrid, CardGridSkeleton } from '../../../components/CardGrid';

const MIN_WIDTH = { xs: 140, md: 220 };

export function TileGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <CardGrid label={label} minWidth={MIN_WIDTH}>
      {children}
    </CardGrid>
  );
}

export function TileGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <CardGridSkeleton
      count={count}
      minWidth={MIN_WIDTH}
      sx={{ aspectRatio: '1 / 1', height: 'auto' }}
    />
  );
}
