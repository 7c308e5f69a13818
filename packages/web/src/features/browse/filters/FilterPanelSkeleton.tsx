/** Stands in for the filter panel (desktop column) until its chunk has loaded. */
import { Box, Skeleton } from '@mui/material';

const SECTIONS = [5, 6, 4];

export function FilterPanelSkeleton() {
  return (
    <Box aria-hidden data-testid="filter-panel-loading">
      {SECTIONS.map((lines, section) => (
        <Box key={section} sx={{ py: 1 }}>
          <Skeleton width="45%" height={32} />
          {Array.from({ length: lines }, (_, i) => (
            <Skeleton key={i} width={`${80 - ((i * 17) % 35)}%`} height={28} sx={{ ml: 1 }} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
