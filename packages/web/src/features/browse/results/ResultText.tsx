/**
 * How many results, and for what (spec 02 s.2): '{n} results found for "{q}"', '{n} results
 * found for selected filters.', or '{n} results found'.
 */
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/numbers';

interface Props {
  total: number;
  query: string;
  filtered: boolean;
}

export function ResultText({ total, query, filtered }: Props) {
  const { t, i18n } = useTranslation('browse');
  const options = { count: total, number: formatNumber(total, i18n.language), query };
  const key = query ? 'results.foundFor' : filtered ? 'results.foundFiltered' : 'results.found';
  return (
    <Typography variant="body2" color="text.secondary" data-testid="result-text" aria-live="polite">
      {t(key, options)}
    </Typography>
  );
}
