/** The brand's website, e-mail and social profiles as icon links (spec 02 s.2). */
import AlternateEmail from '@mui/icons-material/AlternateEmail';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import Language from '@mui/icons-material/Language';
import LinkedIn from '@mui/icons-material/LinkedIn';
import Pinterest from '@mui/icons-material/Pinterest';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../../components/LazyTooltip';
import type { SocialKind, SocialLink } from '../../../cards/brandView';

const ICONS: Record<SocialKind, ReactElement> = {
  website: <Language />,
  email: <AlternateEmail />,
  pinterest: <Pinterest />,
  instagram: <Instagram />,
  twitter: <X />,
  linkedin: <LinkedIn />,
  facebook: <Facebook />,
  youtube: <YouTube />,
};

export function SocialLinks({ links }: { links: SocialLink[] }) {
  const { t } = useTranslation('brands');
  return (
    <Box component="nav" aria-label={t('page.contact')} sx={{ display: 'flex', flexWrap: 'wrap' }}>
      {links.map(({ kind, href }) => (
        <LazyTooltip key={kind} title={t(`social.${kind}`)}>
          <IconButton
            component="a"
            href={href}
            aria-label={t(`social.${kind}`)}
            data-social={kind}
            {...(kind === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            sx={{ color: 'text.secondary', '&:hover': { color: 'primary.main' } }}
          >
            {ICONS[kind]}
          </IconButton>
        </LazyTooltip>
      ))}
    </Box>
  );
}
