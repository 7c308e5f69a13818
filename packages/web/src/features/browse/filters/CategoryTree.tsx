/**
 * The categories of the screen with their counts. One category is chosen at a time: its
 * ancestors and children open below it; choosing the chosen one again goes up a level.
 * Categories with nothing in them under the other filters are left out.
 */
import {
  Button,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../../api/texts';
import type { CategoryNode, CategoryTree as Tree } from './categoryTree';
import { formatNumber } from '../../../i18n/numbers';
import { iconOf, TagIcon } from '../../../components/TagIcon';

/** Children shown before 'Show more' (spec 02 s.9: 21 child suggestions). */
const VISIBLE_CHILDREN = 21;

interface Props {
  tree: Tree;
  counts: Map<string, number>;
  path: CategoryNode[];
  languages: string[];
  onSelect: (id: string | null) => void;
}

export function CategoryTree({ tree, counts, path, languages, onSelect }: Props) {
  const { t, i18n } = useTranslation('browse');
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const selected = path[path.length - 1];
  const onPath = new Set(path.map((n) => n.id));

  const level = (nodes: CategoryNode[], depth: number, key: string) => {
    const shown = nodes.filter((n) => onPath.has(n.id) || (counts.get(n.id) ?? 0) > 0);
    const limit = expanded.has(key) ? shown.length : VISIBLE_CHILDREN;
    return (
      <>
        {shown.slice(0, limit).map((node) => (
          <Fragment key={node.id}>
            <ListItemButton
              selected={node === selected}
              aria-current={node === selected ? 'true' : undefined}
              onClick={() => onSelect(node === selected ? (node.parent?.id ?? null) : node.id)}
              sx={{ pl: 1 + depth * 2, py: 0.25, borderRadius: 1 }}
            >
              {iconOf(node.tag.images) && (
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <TagIcon image={iconOf(node.tag.images)!} />
                </ListItemIcon>
              )}
              <ListItemText
                primary={textOf(node.tag, 'label', languages) ?? node.id}
                slotProps={{
                  primary: {
                    noWrap: true,
                    sx: { fontWeight: onPath.has(node.id) ? 600 : undefined },
                  },
                }}
              />
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ ml: 1 }}
                data-testid="facet-count"
              >
                {formatNumber(counts.get(node.id) ?? 0, i18n.language)}
              </Typography>
            </ListItemButton>
            {onPath.has(node.id) &&
              node.children.length > 0 &&
              level(node.children, depth + 1, node.id)}
          </Fragment>
        ))}
        {shown.length > limit && (
          <Button
            size="small"
            sx={{ ml: 1 + depth * 2 }}
            onClick={() => setExpanded((prev) => new Set(prev).add(key))}
          >
            {t('filters.showMore', { number: shown.length - limit })}
          </Button>
        )}
      </>
    );
  };

  return (
    <List dense disablePadding aria-label={t('filters.categories')}>
      {level(tree.roots, 0, '')}
    </List>
  );
}
