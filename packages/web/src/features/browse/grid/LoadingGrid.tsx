/** Placeholder cards while the first results load, laid out like the grid. */
import { Box, Skeleton } from '@mui/material';
import { GRID_GAP } from './useColumns';

const PLACEHOLDERS = 8;

export function LoadingGrid() {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(auto-fill, minmax(240px, 1fr))',
        },
        gap: `${GRID_GAP}px`,
      }}
    >
      {Array.from({ length: PLACEHOLDERS }, (_, i) => (
        <Box key={i}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '3 / 2', height: 'auto' }} />
          <Skeleton width="80%" />
          <Skeleton width="50%" />
        </Box>
      ))}
    </Box>
  );
}
