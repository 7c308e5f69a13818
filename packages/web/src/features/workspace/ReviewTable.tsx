/**
 * The changes a save will write, as a table (field, before, after), for the editor to look at
 * before it does: the item editor's and the brand editor's review.
 */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface ReviewRow {
  key: string;
  label: string;
  before: string;
  after: string;
}

export function ReviewTable({ rows, version }: { rows: readonly ReviewRow[]; version: number }) {
  const { t } = useTranslation('workspace');
  const shown = (text: string) => text || '—';
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('edit.review.intro', { version, count: rows.length })}
      </Typography>
      <Table size="small" data-testid="edit-review">
        <TableHead>
          <TableRow>
            <TableCell>{t('edit.review.field')}</TableCell>
            <TableCell>{t('edit.review.before')}</TableCell>
            <TableCell>{t('edit.review.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {row.label}
              </TableCell>
              <TableCell sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {shown(row.before)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{shown(row.after)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
