/**
 * The legal pages (spec 02 s.2: "the legal HTML is loaded and shown"): the translated title
 * and the operator's text in the UI language (components/LegalText; docs/PRIVACY.md).
 */
import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LegalText } from '../../components/LegalText';
import { useDocumentTitle } from '../../page/useDocumentTitle';
import { LEGAL_LINKS_BY_PAGE, type LegalPageKind } from './links';

export default function LegalPage({ page }: { page: LegalPageKind }) {
  const { t } = useTranslation();
  const link = LEGAL_LINKS_BY_PAGE[page];
  const title = t(link.label);
  useDocumentTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <LegalText key={link.textKey} textKey={link.textKey} />
    </Container>
  );
}
