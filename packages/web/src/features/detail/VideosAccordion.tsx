/**
 * A model's Youtube videos (its references of kind youtube, spec 01 s.3). They play in
 * Youtube's privacy-enhanced player, and only with the visitor's Youtube consent (spec 02
 * s.2): until then no request goes to Youtube, and a placeholder says why, with a button that
 * allows Youtube videos and a way to the cookie settings.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SmartDisplayOutlined from '@mui/icons-material/SmartDisplayOutlined';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Link,
  Typography,
} from '@mui/material';
import type { ReferenceEntry } from '@vitrine/contracts';
import { useTranslation } from 'react-i18next';
import { allowOption, openCookieSettings, useConsentGiven } from '../../consent';
import { youtubeIdOf } from './youtube';

const frame = {
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: 1,
} as const;

export function VideosAccordion({ references }: { references: readonly ReferenceEntry[] }) {
  const { t } = useTranslation('detail');
  const allowed = useConsentGiven('youtube');
  const ids = [
    ...new Set(
      references.flatMap((r) => (r.category === 'youtube' ? [youtubeIdOf(r.payload ?? '')] : [])),
    ),
  ].filter((id): id is string => id !== null);
  if (ids.length === 0) return null;
  return (
    <Accordion disableGutters variant="outlined" data-testid="detail-videos">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>
          {t('videos.title')} ({ids.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 0 }}>
        {allowed ? (
          ids.map((id, i) => (
            <Box
              key={id}
              component="iframe"
              src={`https://www.youtube-nocookie.com/embed/${id}`}
              title={t('videos.frameTitle', { number: i + 1 })}
              loading="lazy"
              allow="encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              sx={{ ...frame, border: 0 }}
            />
          ))
        ) : (
          <Box
            data-testid="video-placeholder"
            sx={{
              ...frame,
              bgcolor: 'grey.900',
              color: 'common.white',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              textAlign: 'center',
              gap: 1.5,
              p: 2,
              aspectRatio: { xs: 'auto', sm: '16 / 9' },
            }}
          >
            <SmartDisplayOutlined sx={{ fontSize: 40, opacity: 0.8 }} />
            <Typography variant="body2" sx={{ maxWidth: 420 }}>
              {t('videos.blocked')}
            </Typography>
            <Button variant="contained" onClick={() => allowOption('youtube')}>
              {t('videos.allow')}
            </Button>
            <Link
              component="button"
              variant="body2"
              onClick={openCookieSettings}
              sx={{ color: 'grey.300' }}
            >
              {t('videos.settings')}
            </Link>
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
