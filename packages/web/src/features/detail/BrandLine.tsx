/**
 * The brand's logo and name, linking to its page /brands/{ownerId}; for a community
 * library's item, the library named as such, without a link (a library has no brand page).
 */
import { Box, Link, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useItem } from '../../api/models';
import { textOf, useDataLanguages } from '../../api/texts';
import { Image } from '../../components/Image';
import { isCommunityLibrary } from '../../cards/cardData';

export function BrandLine({ ownerId }: { ownerId: string | undefined }) {
  const { t } = useTranslation('detail');
  const languages = useDataLanguages();
  const owner = useItem('owners', ownerId, languages);
  if (!ownerId) return null;
  if (owner === undefined) return <Skeleton width={180} height={40} />;
  const name = textOf(owner, 'name', languages) ?? ownerId;
  if (isCommunityLibrary(owner))
    return (
      <Typography variant="body2" color="text.secondary" data-testid="detail-community">
        {t('credits.community', { library: name })}
      </Typography>
    );
  const logo = owner?.images?.find((i) => i.category === 'logo')?.dataport;
  return (
    <Link
      component={RouterLink}
      to={`/brands/${encodeURIComponent(ownerId)}`}
      underline="hover"
      color="inherit"
      data-testid="detail-brand"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, alignSelf: 'flex-start' }}
    >
      {logo && (
        <Box sx={{ width: 40, flexShrink: 0 }}>
          <Image
            dataportId={logo}
            alt=""
            size={{ w: 80, h: 80 }}
            fit="fit"
            placeholder="brand"
            eager
          />
        </Box>
      )}
      <Box component="span" sx={{ fontWeight: 600 }}>
        {name}
      </Box>
    </Link>
  );
}
