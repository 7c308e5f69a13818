/**
 * Documents (data sheets, manuals): a thumbnail, the name, format and size; a click opens the
 * document in the browser (cd=inline) in a new tab.
 */
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Link,
  Typography,
} from '@mui/material';
import type { DataportEntry, MediaEntry } from '@vitrine/contracts';
import { useTranslation } from 'react-i18next';
import { Image } from '../../components/Image';
import { formatSize } from '../../downloads/size';
import { documentUrl } from '../../downloads/urls';

interface Props {
  documents: readonly MediaEntry[];
  meta: Readonly<Record<string, DataportEntry | undefined>>;
}

export function DocumentsAccordion({ documents, meta }: Props) {
  const { t, i18n } = useTranslation('detail');
  if (documents.length === 0) return null;
  return (
    <Accordion disableGutters variant="outlined" data-testid="detail-documents">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>
          {t('documents')} ({documents.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, pt: 0 }}>
        {documents.map((doc) => {
          const entry = meta[doc.dataport];
          const format = (entry?.original_file?.filetype ?? doc.format ?? '').toUpperCase();
          const size = entry?.original_file?.size;
          const name =
            entry?.additional_headers?.filename ?? t(`documentKinds.${doc.category}`, doc.category);
          return (
            <Link
              key={doc.dataport}
              href={documentUrl(doc.dataport)}
              target="_blank"
              rel="noopener"
              underline="none"
              color="inherit"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                p: 1,
                borderRadius: 1,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Box sx={{ width: 48, flexShrink: 0, border: 1, borderColor: 'divider' }}>
                {entry?.features?.imagine ? (
                  <Image dataportId={doc.dataport} alt="" size={{ w: 96, h: 128 }} fit="fit" />
                ) : (
                  <Box sx={{ aspectRatio: '3 / 4', display: 'grid', placeItems: 'center' }}>
                    <DescriptionOutlined color="action" />
                  </Box>
                )}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                  {name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {[format, size !== undefined && formatSize(size, i18n.language)]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
            </Link>
          );
        })}
      </AccordionDetails>
    </Accordion>
  );
}
