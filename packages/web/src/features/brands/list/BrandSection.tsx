/** A titled group of brand cards on the brand list. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { handOverBootGrid } from '../../../boot';
import { FIRST_PASS_CARDS, useFirstThenAll } from '../../../components/useFirstThenAll';
import { BrandCard } from '../../../cards/BrandCard';
import { BrandGrid, BrandGridSkeleton } from './BrandGrid';
import type { BrandView } from '../../../cards/brandView';

export function BrandSection({
  title,
  brands,
  footer,
  eager = 0,
  placeholders = 0,
  firstOnPage = false,
}: {
  title?: string;
  brands: BrandView[];
  /** Card-shaped placeholders instead of the brands, while they load. */
  placeholders?: number;
  footer?: ReactNode;
  /** How many cards at the start load their images at once (the page's largest paint). */
  eager?: number;
  /** The page's first cards: the pictures the server put into the page lie over them. */
  firstOnPage?: boolean;
}) {
  const headingId = useId();
  // The whole demo catalogue fills the first page with 64 brands: building every card in one
  // task cost /brands its Lighthouse score on a phone (docs/PERFORMANCE.md).
  const shown = useFirstThenAll(brands, FIRST_PASS_CARDS);
  const grid = useRef<HTMLDivElement>(null);
  const cardsShown = shown.length > 0;
  useEffect(() => {
    if (firstOnPage && cardsShown && grid.current)
      handOverBootGrid(grid.current, '[data-previews] img');
  }, [firstOnPage, cardsShown]);
  return (
    <Box component="section" aria-labelledby={title ? headingId : undefined} sx={{ mb: 4 }}>
      {title && (
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5, fontWeight: 700 }}>
          {title}
        </Typography>
      )}
      {placeholders > 0 ? (
        <BrandGridSkeleton count={placeholders} />
      ) : (
        <div ref={grid}>
          <BrandGrid>
            {shown.map((brand, index) => (
              <div role="listitem" key={brand.id}>
                <BrandCard brand={brand} eager={index < eager} />
              </div>
            ))}
          </BrandGrid>
        </div>
      )}
      {footer}
    </Box>
  );
}
