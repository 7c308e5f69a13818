/**
 * The brand overview (spec 02 s.2): the description and links, then
 * carousels of its catalog, collections, families, models and materials, 16 items each with
 * 'See more' leading to the tab, and the slogan. Below md the sections are accordions. With
 * an embedding host's `date`, the models and materials carousels are narrowed, and say so.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { BrandView } from '../../../cards/brandView';
import type { Catalog } from '../catalog/useCatalog';
import { SocialLinks } from '../header/SocialLinks';
import type { ItemKind } from '../../../api/brandItems';
import { ModifiedSinceNote } from '../../../components/ModifiedSinceNote';
import { useEmbedState } from '../../../embedding';
import { CatalogCarousel, ItemsCarousel } from './OverviewCarousels';
import { OverviewSection } from './OverviewSection';

const ITEM_KINDS: ItemKind[] = ['collections', 'families', 'models', 'materials'];

export default function BrandOverview({ brand, catalog }: { brand: BrandView; catalog: Catalog }) {
  const { modifiedSince } = useEmbedState();
  const { t } = useTranslation('brands');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const about = brand.description.length > 0 || (phone && brand.socials.length > 0);

  return (
    <Box>
      <ModifiedSinceNote modifiedSince={modifiedSince} spaced />
      {about && (
        <OverviewSection
          id="about"
          title={t('page.about', { name: brand.name })}
          phone={phone}
          defaultExpanded
        >
          <About brand={brand} phone={phone} />
        </OverviewSection>
      )}
      {catalog.tree.length > 0 && <CatalogCarousel brand={brand} catalog={catalog} phone={phone} />}
      {/* Each shows once its items are in, and not at all when the brand has none. */}
      {ITEM_KINDS.map((kind) => (
        <ItemsCarousel key={kind} ownerId={brand.id} kind={kind} phone={phone} />
      ))}
      {brand.slogan && (
        <Typography
          component="p"
          variant="h5"
          data-testid="brand-slogan"
          sx={{
            textAlign: 'center',
            fontStyle: 'italic',
            color: 'primary.dark',
            mt: { xs: 4, md: 2 },
            mb: 2,
            px: 2,
          }}
        >
          {brand.slogan}
        </Typography>
      )}
    </Box>
  );
}

function About({ brand, phone }: { brand: BrandView; phone: boolean }) {
  return (
    <Box sx={{ maxWidth: 860 }} data-testid="brand-about">
      {brand.description.map((line, i) => (
        <Typography key={i} sx={{ mb: 1.25, lineHeight: 1.7 }}>
          {line}
        </Typography>
      ))}
      {phone && brand.socials.length > 0 && <SocialLinks links={brand.socials} />}
    </Box>
  );
}
