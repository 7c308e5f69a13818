/**
 * Creator and licence of an imported model (e.g. a SweetHome3D piece). A CC-BY licence
 * obliges us to name the author wherever the work is shown.
 */
import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ModelDoc } from '../../api/models';
import { useDataLanguages } from '../../api/texts';
import { creditsOf } from '../../cards/cardData';

export function Credits({ model }: { model: ModelDoc }) {
  const { t } = useTranslation('detail');
  const credits = creditsOf(model, useDataLanguages());
  if (!credits) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="detail-credits">
      {credits.creator && t('credits.creator', { creator: credits.creator })}
      {credits.creator && credits.license && ' · '}
      {credits.license && t('credits.license', { license: credits.license })}
      {credits.licenseUrl && (
        <>
          {' · '}
          <Link href={credits.licenseUrl} target="_blank" rel="noopener noreferrer">
            {t('credits.licenseText')}
          </Link>
        </>
      )}
    </Typography>
  );
}
