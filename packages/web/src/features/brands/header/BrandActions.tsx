/**
 * The brand page's favourite and contact buttons (spec 02 s.2: "Also an add-to-favourites
 * action"; the contact form on brand pages).
 */
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { appLink, ContactButton, FavoriteButton } from '../../favorites';
import type { BrandView } from '../../../cards/brandView';

export function BrandActions({ brand }: { brand: BrandView }) {
  const { t } = useTranslation('brands');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <ContactButton
        label={t('page.contactBrand')}
        target={{
          ownerId: brand.id,
          subject: brand.name,
          link: appLink(`/brands/${encodeURIComponent(brand.id)}`),
        }}
      />
      <FavoriteButton
        kind="brands"
        item={{
          id: brand.id,
          name: brand.name,
          previewImage: brand.previews[0] ?? brand.logo,
          brandId: brand.id,
        }}
        label={t('page.favorite')}
      />
    </Box>
  );
}
