/**
 * An import's validation report as a table: severity, where (file, line, field) and what is
 * wrong, filtered by severity, file and field (docs/IMPORT.md "The report").
 */
import {
  Box,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { ImportProblem } from '@vitrine/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ALL = '';
const HIDDEN_ON_PHONE = { xs: 'none', sm: 'table-cell' };

function SeverityChip({ severity }: { severity: ImportProblem['severity'] }) {
  const { t } = useTranslation('workspace');
  return (
    <Chip
      size="small"
      color={severity === 'error' ? 'error' : 'warning'}
      variant="outlined"
      label={t(`report.${severity}`)}
    />
  );
}

export function ProblemsTable({ problems, total }: { problems: ImportProblem[]; total: number }) {
  const { t } = useTranslation('workspace');
  const [severity, setSeverity] = useState(ALL);
  const [file, setFile] = useState(ALL);
  const [field, setField] = useState('');
  const files = useMemo(() => [...new Set(problems.map((p) => p.file))].sort(), [problems]);
  const shown = problems.filter(
    (p) =>
      (severity === ALL || p.severity === severity) &&
      (file === ALL || p.file === file) &&
      (field === '' || (p.field ?? '').toLowerCase().includes(field.trim().toLowerCase())),
  );
  return (
    <Box data-testid="import-report">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
        <TextField
          select
          size="small"
          label={t('report.severity')}
          value={severity}
          onChange={(e) => setSeverity(e.target.value)}
          sx={{ minWidth: 150 }}
          slotProps={{ htmlInput: { 'data-testid': 'filter-severity' } }}
        >
          <MenuItem value={ALL}>{t('report.all')}</MenuItem>
          <MenuItem value="error">{t('report.error')}</MenuItem>
          <MenuItem value="warning">{t('report.warning')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={t('report.file')}
          value={file}
          onChange={(e) => setFile(e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ALL}>{t('report.all')}</MenuItem>
          {files.map((f) => (
            <MenuItem key={f} value={f}>
              {f}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('report.field')}
          value={field}
          onChange={(e) => setField(e.target.value)}
          sx={{ minWidth: 200 }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('report.shown', { count: shown.length, total })}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 480 }}>
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 90, display: HIDDEN_ON_PHONE }}>
                {t('report.severity')}
              </TableCell>
              <TableCell sx={{ width: { sm: '35%' } }}>{t('report.where')}</TableCell>
              <TableCell>{t('report.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((p, index) => (
              <TableRow key={index} data-testid="import-problem">
                <TableCell sx={{ display: HIDDEN_ON_PHONE }}>
                  <SeverityChip severity={p.severity} />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'break-word' }}>
                  {/* On a phone the severity sits above where, saving a column. */}
                  <Box sx={{ display: { xs: 'block', sm: 'none' }, mb: 0.5 }}>
                    <SeverityChip severity={p.severity} />
                  </Box>
                  <Typography variant="body2" component="div">
                    {p.line ? `${p.file}:${p.line}` : p.file}
                  </Typography>
                  {p.field && (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="div"
                      sx={{ fontFamily: 'monospace' }}
                    >
                      {p.field}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
