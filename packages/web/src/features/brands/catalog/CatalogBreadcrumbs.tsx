/** Where in the catalog the visitor is: Catalog › series › family, each a link up. */
import Breadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textOf, useDataLanguages } from '../../../api/texts';
import type { CollectionDoc } from '../../../api/brandItems';
import type { TreeNode } from './catalogTree';
import { catalogNodePath } from './FolderTile';

export function CatalogBreadcrumbs({
  brandId,
  path,
  collections,
}: {
  brandId: string;
  path: TreeNode[];
  collections: Map<string, CollectionDoc>;
}) {
  const { t } = useTranslation('brands');
  const languages = useDataLanguages();
  const crumbs = [
    { key: 'root', label: t('catalog.root'), to: catalogNodePath(brandId, null) },
    ...path.map((node) => ({
      key: node.uniqueId,
      label: textOf(collections.get(node.id), 'title', languages) ?? '…',
      to: catalogNodePath(brandId, node),
    })),
  ];
  return (
    <Breadcrumbs
      aria-label={t('catalog.tree')}
      data-testid="catalog-breadcrumbs"
      sx={{ minWidth: 0 }}
    >
      {crumbs.map((crumb, i) =>
        i === crumbs.length - 1 ? (
          <Typography
            key={crumb.key}
            color="text.primary"
            sx={{ fontWeight: 600 }}
            aria-current="page"
          >
            {crumb.label}
          </Typography>
        ) : (
          <MuiLink key={crumb.key} component={Link} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </MuiLink>
        ),
      )}
    </Breadcrumbs>
  );
}
