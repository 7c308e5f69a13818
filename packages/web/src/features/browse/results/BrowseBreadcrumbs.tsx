/** The category path above the results, starting with 'All' (spec 02 s.2). */
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../../api/texts';
import type { CategoryNode } from '../filters/categoryTree';

interface Props {
  path: CategoryNode[];
  languages: string[];
  onSelect: (id: string | null) => void;
}

export function BrowseBreadcrumbs({ path, languages, onSelect }: Props) {
  const { t } = useTranslation('browse');
  const crumbs: Array<{ id: string | null; label: string }> = [
    { id: null, label: t('breadcrumbs.all') },
    ...path.map((node) => ({
      id: node.id,
      label: textOf(node.tag, 'label', languages) ?? node.id,
    })),
  ];
  return (
    <Breadcrumbs aria-label={t('breadcrumbs.label')} sx={{ fontSize: 14 }}>
      {crumbs.map((crumb, i) =>
        i === crumbs.length - 1 ? (
          <Typography
            key={crumb.id ?? 'all'}
            color="text.primary"
            sx={{ fontSize: 'inherit' }}
            aria-current="page"
          >
            {crumb.label}
          </Typography>
        ) : (
          <Link
            key={crumb.id ?? 'all'}
            component="button"
            underline="hover"
            color="inherit"
            onClick={() => onSelect(crumb.id)}
          >
            {crumb.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
