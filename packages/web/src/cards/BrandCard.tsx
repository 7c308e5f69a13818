/**
 * A brand card: up to two preview images, the logo, name and slogan (spec 02 s.2). It opens
 * the brand page, or the brand's external catalogue in a new tab (unless the user owns it).
 */
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Image } from '../components/Image';
import { useSession } from '../session';
import { brandTarget, type BrandView } from './brandView';
import { addRecentOwner } from '../storage/recentOwners';

const CARD_MIN_HEIGHT = 289;
const LOGO_PX = 64;

export function BrandCard({ brand, eager }: { brand: BrandView; eager?: boolean }) {
  const { t } = useTranslation('brands');
  useSession(); // ownership (brandTarget) changes with the login
  const target = brandTarget(brand);
  const previews = brand.previews.slice(0, 2);
  const linkProps = target.external
    ? {
        component: 'a' as const,
        href: target.href,
        target: '_blank',
        rel: 'noopener noreferrer',
        title: t('list.externalCatalog'),
      }
    : { component: Link, to: target.href };

  return (
    <Card variant="outlined" sx={{ minHeight: CARD_MIN_HEIGHT, display: 'flex' }}>
      <CardActionArea
        {...linkProps}
        onClick={() => addRecentOwner(brand.id)}
        data-brand-id={brand.id}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', flex: 1 }}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: previews.length > 1 ? '1fr 1fr' : '1fr',
            gap: '2px',
            // Tall enough that a card with a one-line slogan fills its minimum height.
            aspectRatio: { xs: '4 / 3', md: '3 / 2' },
            bgcolor: 'grey.100',
            overflow: 'hidden',
          }}
        >
          {previews.length === 0 && <Box />}
          {previews.map((dataport) => (
            <Image
              key={dataport}
              dataportId={dataport}
              size="card"
              placeholder="brand"
              alt=""
              eager={eager}
              sx={{ width: '100%', height: '100%' }}
            />
          ))}
        </Box>
        <Box sx={{ px: 2, pb: 2, position: 'relative', flex: 1 }}>
          <Box
            sx={{
              width: LOGO_PX,
              height: LOGO_PX,
              mt: `-${LOGO_PX / 2}px`,
              mb: 1,
              borderRadius: 1,
              bgcolor: 'background.paper',
              boxShadow: 1,
              p: 0.5,
              position: 'relative',
            }}
          >
            <Image
              dataportId={brand.logo}
              size={{ w: 128, h: 128 }}
              fit="fit"
              placeholder="brand"
              alt={t('page.logo', { name: brand.name })}
              sx={{ width: '100%', height: '100%' }}
            />
          </Box>
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            {brand.name}
            {target.external && (
              <OpenInNew fontSize="inherit" color="action" aria-label={t('list.externalCatalog')} />
            )}
          </Typography>
          {brand.slogan && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {brand.slogan}
            </Typography>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}
