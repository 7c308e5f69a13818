/**
 * 'Showing only items changed since 12 Nov 2026.': an embedding host's `date` narrows every
 * listing (api/requestBodies.ts, docs/EMBEDDING.md), and the user should see why older items
 * are missing. Not dismissible: the narrowing stays while the app runs. The caller passes
 * the embedding state's `modifiedSince` (nothing shows without it).
 */
import UpdateIcon from '@mui/icons-material/Update';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The day in the UI language, as the host named it (UTC: `date` is a UTC day). */
const dayOf = (time: number, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(time);

interface Props {
  modifiedSince: number | undefined;
  /** With room above and below, where it stands alone (the brand overview). */
  spaced?: boolean;
}

export function ModifiedSinceNote({ modifiedSince, spaced = false }: Props) {
  const { t, i18n } = useTranslation('browse');
  if (modifiedSince === undefined) return null;
  return (
    <Chip
      data-testid="modified-since-note"
      size="small"
      variant="outlined"
      color="info"
      icon={<UpdateIcon />}
      label={t('results.modifiedSince', { date: dayOf(modifiedSince, i18n.language) })}
      // Wraps on a phone rather than cut the date off.
      sx={{
        alignSelf: 'flex-start',
        maxWidth: '100%',
        height: 'auto',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
        ...(spaced ? { mt: 2, mb: 1 } : {}),
      }}
    />
  );
}
