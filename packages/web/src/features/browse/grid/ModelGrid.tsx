/**
 * The virtualised result grid: rows of cards against the window's scroll (@tanstack/react-
 * virtual: row height estimate 342, six rows of overscan, spec 02 s.9), so thousands of
 * results cost no more than a screenful. Rows are measured as they render; the rows outside
 * the window are stood in for by padding above and below the rendered ones. The visible rows
 * render first and the overscan follows a row per task, and the first cards render as deferred
 * (time-sliced) work: they paint sooner and no single task blocks the page for long.
 */
import { Box, Divider, Typography } from '@mui/material';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, startTransition, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { handOverBootGrid } from '../../../boot';
import { useFirstThenAll } from '../../../components/useFirstThenAll';
import { ModelCard } from '../../../cards/ModelCard';
import { gridRows, type GridItem, type GridRow } from './gridRows';
import { LoadingGrid } from './LoadingGrid';
import { GRID_GAP, useColumns } from './useColumns';

const ROW_HEIGHT = 342;
const NOTE_HEIGHT = 48;
const OVERSCAN_ROWS = 6;
/** Cards of the first rows load their images at once: they are the page's largest paint. */
const EAGER_CARDS = 8;

interface Props {
  items: GridItem[];
  kind: 'models' | 'materials';
  namesCategory: boolean;
  /** Called with the rows' height once they are laid out. */
  onHeight?: (height: number) => void;
  /** Called whenever rows are on screen (the first call: the first results show). */
  onRowsShown?: () => void;
}

function Note({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5 }} role="separator">
      <Divider sx={{ flex: 1 }} />
      <Typography variant="subtitle2" color="text.secondary">
        {text}
      </Typography>
      <Divider sx={{ flex: 1 }} />
    </Box>
  );
}

/**
 * The element's distance from the top of the document, read again after every render. Read in
 * the next animation frame, where the browser lays the page out anyway: read in a layout effect
 * it forced a layout of the whole page inside each of the grid's renders.
 */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const element = ref.current;
      if (element) setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    });
    return () => cancelAnimationFrame(frame);
  });
  return top;
}

/**
 * A row's height from the ResizeObserver's report, which comes after the browser's own layout.
 * The virtualizer's default also reads the height as a row mounts (getBoundingClientRect):
 * a forced layout of the whole page for each row, many per render on a phone (Lighthouse's
 * blocking time). Until the report comes, the row keeps its last height or the estimate.
 */
function rowHeight(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  const item = instance.measurementsCache[index];
  return item ? item.size : ROW_HEIGHT;
}

/** Memoized: the screen around it re-renders as filter data arrives; the grid need not. */
export const ModelGrid = memo(function ModelGrid(props: Props) {
  const { items, kind, namesCategory, onHeight, onRowsShown } = props;
  const { t } = useTranslation('browse');
  const ref = useRef<HTMLDivElement>(null);
  const columns = useColumns(ref);
  // The first results render in a deferred pass, which React slices into short tasks; later
  // ones at once, so the cards never lag behind the result text.
  const shownItems = useFirstThenAll(items, 0);
  const rows = useMemo(
    () => gridRows(shownItems, columns, namesCategory),
    [shownItems, columns, namesCategory],
  );
  const eagerIds = useMemo(
    () => new Set(shownItems.slice(0, EAGER_CARDS).map((i) => i.hit.id)),
    [shownItems],
  );
  const scrollMargin = useDocumentTop(ref);
  const [overscan, setOverscan] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.type === 'note' ? NOTE_HEIGHT : ROW_HEIGHT),
    measureElement: rowHeight,
    overscan,
    scrollMargin,
    getItemKey: (index) => rows[index]!.key,
  });
  const shown = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const first = shown[0];
  const last = shown[shown.length - 1];

  useEffect(() => onHeight?.(total), [onHeight, total]);
  useEffect(() => {
    if (shown.length > 0) onRowsShown?.();
  }, [shown.length, onRowsShown]);
  // The first pictures the server put into the page lie over these rows until theirs decode.
  const rowsShown = shown.length > 0;
  useEffect(() => {
    if (rowsShown && ref.current) handOverBootGrid(ref.current);
  }, [rowsShown]);
  useEffect(() => {
    if (overscan >= OVERSCAN_ROWS || shown.length === 0) return;
    const timer = setTimeout(() => startTransition(() => setOverscan(overscan + 1)));
    return () => clearTimeout(timer);
  }, [overscan, shown.length]);

  const renderRow = (row: GridRow) =>
    row.type === 'note' ? (
      <Note text={t(`results.${row.note}`)} />
    ) : (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gap: `${GRID_GAP}px`,
          pb: `${GRID_GAP}px`,
        }}
      >
        {row.items.map(({ hit, model }) => (
          <ModelCard
            key={hit.id}
            id={hit.id}
            model={model}
            kind={kind}
            deprecated={hit.is_deprecated}
            eager={eagerIds.has(hit.id)}
          />
        ))}
      </Box>
    );

  return (
    <Box
      ref={ref}
      data-testid="model-grid"
      data-columns={columns}
      style={{
        paddingTop: first ? first.start - scrollMargin : 0,
        paddingBottom: last ? total - (last.end - scrollMargin) : total,
      }}
    >
      {shownItems.length === 0 && items.length > 0 && <LoadingGrid />}
      {shown.map((item) => (
        <div key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
          {renderRow(rows[item.index]!)}
        </div>
      ))}
    </Box>
  );
});
