import type { TFunction } from 'i18next';
import type { PageSearchScope } from '../../page/page-context';

/**
 * The search bar's placeholder for the page (spec 02 s.2). A brand page whose brand is not
 * known (still loading, or no such brand) says what it searches without a name, never
 * "Search in models of ".
 */
export function placeholderFor(scope: PageSearchScope, t: TFunction): string {
  const brand = scope.brandName?.trim() ?? '';
  if (!brand && scope.kind.startsWith('brand-'))
    return t(
      scope.kind === 'brand-materials'
        ? 'search.placeholder.materials'
        : 'search.placeholder.models',
    );
  switch (scope.kind) {
    case 'models':
      return t('search.placeholder.models');
    case 'materials':
      return t('search.placeholder.materials');
    case 'brands':
      return t('search.placeholder.brands');
    case 'favorites':
      return t('search.placeholder.favorites');
    case 'brand-models':
      return t('search.placeholder.brandModels', { brand });
    case 'brand-materials':
      return t('search.placeholder.brandMaterials', { brand });
    case 'brand-collections':
      return t('search.placeholder.brandCollections', { brand });
    case 'brand-families':
      return t('search.placeholder.brandFamilies', { brand });
  }
}
