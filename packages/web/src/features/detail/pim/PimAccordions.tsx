/**
 * Product information in the detail dialog (spec 02 "Model detail dialog"): one accordion
 * per category the service names for the model's article, in its order. Nothing shows for
 * models without article data; a failure says so in one line (and is reported).
 */
import { Typography } from '@mui/material';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePimData } from '../../../api/pim';
import type { ModelDoc } from '../../../api/models';
import { pimArticleOf } from './article';
import { PimCategory } from './PimCategory';

/** Its own Suspense: the pim translations load with the first model that has an article. */
export function PimAccordions({ model }: { model: ModelDoc }) {
  return (
    <Suspense fallback={null}>
      <PimSections model={model} />
    </Suspense>
  );
}

function PimSections({ model }: { model: ModelDoc }) {
  const { t, i18n } = useTranslation('pim');
  const article = useMemo(() => pimArticleOf(model), [model]);
  const { data } = usePimData(article, i18n.resolvedLanguage ?? i18n.language);
  if (!article || !data) return null;
  if (data.status === 'failed') {
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        data-testid="pim-failed"
        sx={{ py: 1.5 }}
      >
        {t('failed')}
      </Typography>
    );
  }
  const { categories, items } = data.data;
  return (
    <>
      {categories.map(({ category }) => {
        const own = items.filter((item) => item.category === category);
        return own.length > 0 ? (
          <PimCategory key={category} category={category} items={own} />
        ) : null;
      })}
    </>
  );
}
