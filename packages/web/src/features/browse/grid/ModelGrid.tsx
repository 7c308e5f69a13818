/**
 * The virtualised result grid: rows of cards rendered by react-virtuoso against the window's
 * scroll (item height estimate 342, six rows of overscan, spec 02 s.9), so thousands of
 * results cost no more than a screenful.
 */
import { Box, Divider, Typography } from '@mui/material';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Virtuoso } from 'react-virtuoso';
import { ModelCard } from '../cards/ModelCard';
import { gridRows, type GridItem, type GridRow } from './gridRows';
import { GRID_GAP, useColumns } from './useColumns';

const ROW_HEIGHT = 342;
const OVERSCAN_ROWS = 6;
/** Cards of the first rows load their images at once: they are the page's largest paint. */
const EAGER_CARDS = 8;

interface Props {
  items: GridItem[];
  kind: 'models' | 'materials';
  namesCategory: boolean;
  /** Called with the rows' height once they are measured. */
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

export function ModelGrid({ items, kind, namesCategory, onHeight, onRowsShown }: Props) {
  const { t } = useTranslation('browse');
  const ref = useRef<HTMLDivElement>(null);
  const columns = useColumns(ref);
  const rows = useMemo(
    () => gridRows(items, columns, namesCategory),
    [items, columns, namesCategory],
  );
  const eagerIds = useMemo(
    () => new Set(items.slice(0, EAGER_CARDS).map((i) => i.hit.id)),
    [items],
  );

  const renderRow = (_index: number, row: GridRow) =>
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
    <Box ref={ref} data-testid="model-grid" data-columns={columns}>
      <Virtuoso
        useWindowScroll
        data={rows}
        computeItemKey={(_index, row) => row.key}
        itemContent={renderRow}
        defaultItemHeight={ROW_HEIGHT}
        increaseViewportBy={OVERSCAN_ROWS * ROW_HEIGHT}
        totalListHeightChanged={onHeight}
        itemsRendered={(rendered) => {
          if (rendered.length > 0) onRowsShown?.();
        }}
      />
    </Box>
  );
}
