/**
 * A brand card: up to two preview images, the logo, name and slogan (spec 02 s.2). It opens
 * the brand page, or the brand's external catalogue in a new tab (unless the user owns it).
 */
import OpenInNew from '@mui/icons-material/OpenInNew';
import CardActionArea from '@mui/material/CardActionArea';
import { BRAND_CARD_PREVIEWS } from '@vitrine/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Image } from '../components/Image';
import { useSession } from '../session';
import { useBrandCardStyles } from './brandCardStyles';
import { brandTarget, type BrandView } from './brandView';
import { addRecentOwner } from '../storage/recentOwners';

export function BrandCard({ brand, eager }: { brand: BrandView; eager?: boolean }) {
  const { t } = useTranslation('brands');
  useSession(); // ownership (brandTarget) changes with the login
  useBrandCardStyles();
  const target = brandTarget(brand);
  const previews = brand.previews.slice(0, BRAND_CARD_PREVIEWS);
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
    <div className="vt-brand-card">
      <CardActionArea
        {...linkProps}
        onClick={() => addRecentOwner(brand.id)}
        data-brand-id={brand.id}
        className="vt-brand-card__action"
      >
        {/* Tall enough that a card with a one-line slogan fills its minimum height. */}
        <div className="vt-brand-card__previews" data-previews>
          {previews.map((dataport) => (
            <Image
              key={dataport}
              dataportId={dataport}
              size="card"
              placeholder="brand"
              alt=""
              eager={eager}
              className=""
              sx={{ width: '100%', height: '100%' }}
            />
          ))}
        </div>
        <div className="vt-brand-card__text">
          <div className="vt-brand-card__logo">
            <Image
              dataportId={brand.logo}
              size={{ w: 128, h: 128 }}
              fit="fit"
              placeholder="brand"
              alt={t('page.logo', { name: brand.name })}
              className=""
              sx={{ width: '100%', height: '100%' }}
            />
          </div>
          <h3 className="vt-brand-card__name">
            {brand.name}
            {target.external && (
              <OpenInNew fontSize="inherit" color="action" aria-label={t('list.externalCatalog')} />
            )}
          </h3>
          {brand.slogan && <p className="vt-brand-card__slogan">{brand.slogan}</p>}
        </div>
      </CardActionArea>
    </div>
  );
}
