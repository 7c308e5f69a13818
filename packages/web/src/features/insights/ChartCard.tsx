/**
 * One figure of the insights page: its title, a chart or, switched, the same numbers as a
 * table (what a screen reader reads, and what a reader copies), and a CSV download of the
 * table. Without a chart it is a table only.
 */
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import {
  Box,
  Button,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../i18n/numbers';
import { saveCsv, toCsv } from './csv';

export interface TableData {
  header: string[];
  rows: Array<Array<string | number>>;
  /** A link for a row's first cell (e.g. a brand's insights). */
  linkOf?: (row: number) => string | undefined;
}

interface Props {
  id: string;
  title: string;
  hint?: string;
  table: TableData;
  /** The chart; undefined for a table-only figure. */
  chart?: ReactNode;
  /** The CSV file's name, without .csv. */
  fileName: string;
}

export function ChartCard({ id, title, hint, table, chart, fileName }: Props) {
  const { t } = useTranslation('insights');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const empty = table.rows.length === 0;
  const showTable = !chart || view === 'table';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`insights-${id}-title`}
      data-testid={`insights-${id}`}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography variant="h6" component="h2" id={`insights-${id}-title`}>
            {title}
          </Typography>
          {hint && (
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {chart && !empty && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_event, next: 'chart' | 'table' | null) => next && setView(next)}
            >
              <ToggleButton value="chart" aria-label={t('view.chart')} title={t('view.chart')}>
                <BarChartOutlined fontSize="small" />
              </ToggleButton>
              <ToggleButton value="table" aria-label={t('view.table')} title={t('view.table')}>
                <TableRowsOutlined fontSize="small" />
              </ToggleButton>
            </ToggleButtonGroup>
          )}
          <Button
            size="small"
            variant="text"
            startIcon={<DownloadOutlined />}
            disabled={empty}
            aria-label={t('view.csvLabel', { title })}
            onClick={() => saveCsv(`${fileName}.csv`, toCsv(table.header, table.rows))}
          >
            {t('view.csv')}
          </Button>
        </Box>
      </Box>
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('empty')}
        </Typography>
      ) : showTable ? (
        <FigureTable table={table} label={title} />
      ) : (
        chart
      )}
    </Paper>
  );
}

function FigureTable({ table, label }: { table: TableData; label: string }) {
  const { i18n } = useTranslation();
  const cell = (value: string | number) =>
    typeof value === 'number' ? formatNumber(value, i18n.language) : value;
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table
        size="small"
        stickyHeader
        aria-label={label}
        sx={{ minWidth: table.header.length * 100 }}
      >
        <TableHead>
          <TableRow>
            {table.header.map((name, i) => (
              <TableCell key={name} align={i === 0 ? 'left' : 'right'}>
                {name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, r) => {
            const link = table.linkOf?.(r);
            return (
              <TableRow key={r}>
                {row.map((value, i) => (
                  <TableCell
                    key={i}
                    align={typeof value === 'number' ? 'right' : 'left'}
                    // The first column (a title, words) wraps; numbers and ids stay whole.
                    sx={i === 0 ? { minWidth: 120 } : { whiteSpace: 'nowrap' }}
                  >
                    {i === 0 && link ? (
                      <Link component={RouterLink} to={link}>
                        {cell(value)}
                      </Link>
                    ) : (
                      cell(value)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
