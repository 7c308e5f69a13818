/**
 * An operator's legal text (the legal pages and the cookie dialog's full-screen view): HTML
 * the server sanitised (no script, style or resource from elsewhere; docs/PRIVACY.md), set in
 * the app's typography. While it loads a few grey lines stand in; when it cannot be fetched,
 * a short note and Retry.
 */
import { Alert, Box, Button, Skeleton } from '@mui/material';
import type { LegalTextKey } from '@vitrine/contracts';
import { useTranslation } from 'react-i18next';
import { useLegalText } from '../api/legal';

const TITLE_KEYS: Record<LegalTextKey, string> = {
  'legal-notice': 'legal.legalNotice',
  'terms-of-use': 'legal.termsOfUse',
  'privacy-policy': 'legal.dataPrivacy',
};

/** The common namespace's key of a text's title. */
export const legalTitleKey = (key: LegalTextKey) => TITLE_KEYS[key];

export function LegalText({ textKey }: { textKey: LegalTextKey }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const { data, isError, refetch, isFetching } = useLegalText(textKey, language);
  if (isError && !data) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            {t('legal.retry')}
          </Button>
        }
      >
        {t('legal.failed')}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Box aria-busy="true">
        {[90, 100, 95, 70, 100, 85].map((width, i) => (
          <Skeleton key={i} width={`${width}%`} />
        ))}
      </Box>
    );
  }
  return (
    <Box
      data-testid="legal-text"
      lang={data.language}
      sx={{
        typography: 'body1',
        overflowWrap: 'anywhere',
        '& h1': { typography: 'h5', mt: 3, mb: 1 },
        '& h2': { typography: 'h6', mt: 3, mb: 1 },
        '& h3, & h4': { typography: 'subtitle1', fontWeight: 600, mt: 2, mb: 0.5 },
        '& p, & ul, & ol, & table': { mt: 0, mb: 1.5 },
        '& a': { color: 'primary.dark' },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', p: 0.75, textAlign: 'left' },
        '& img': { maxWidth: '100%', height: 'auto' },
        '& > :first-child': { mt: 0 },
      }}
      // Sanitised by the server (site/sanitize.ts): text, headings, lists, tables and links.
      dangerouslySetInnerHTML={{ __html: data.html }}
    />
  );
}
