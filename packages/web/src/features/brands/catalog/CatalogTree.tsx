/**
 * The catalog tree panel: the folders a visitor can open, nested. Selecting a node sets c;
 * selecting the selected node clears it; the nodes on the way to the selection open by
 * themselves (spec 02 s.4 "Catalog navigation").
 */
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf, useDataLanguages } from '../../../api/texts';
import type { CollectionDoc } from '../../../api/brandItems';
import type { TreeNode } from './catalogTree';
import { folderKind } from './useCatalog';

interface TreeProps {
  tree: TreeNode[];
  collections: Map<string, CollectionDoc>;
  /** The nodes from the root to the selected one. */
  path: TreeNode[];
  onSelect: (uniqueId: string) => void;
}

/** Nodes the tree shows: folders to open, not models or link, document and image folders. */
const branches = (nodes: TreeNode[], collections: Map<string, CollectionDoc>) =>
  nodes.filter(
    (n) =>
      n.entity === 'collection' &&
      collections.has(n.id) &&
      folderKind(collections.get(n.id)) === 'folder',
  );

export function CatalogTree({ tree, collections, path, onSelect }: TreeProps) {
  const { t } = useTranslation('brands');
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(path.map((n) => n.uniqueId)));
  const pathKey = path.map((n) => n.uniqueId).join('|');

  useEffect(() => {
    if (!pathKey) return;
    setExpanded((open) => new Set([...open, ...pathKey.split('|')]));
  }, [pathKey]);

  const toggle = (uniqueId: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(uniqueId)) next.add(uniqueId);
      return next;
    });

  return (
    <Box component="nav" aria-label={t('catalog.tree')} data-testid="catalog-tree">
      <Level
        nodes={branches(tree, collections)}
        depth={0}
        selected={path.at(-1)?.uniqueId}
        expanded={expanded}
        collections={collections}
        onSelect={(id) => {
          onSelect(id);
          setExpanded((open) => new Set([...open, id]));
        }}
        onToggle={toggle}
      />
    </Box>
  );
}

interface LevelProps {
  nodes: TreeNode[];
  depth: number;
  selected: string | undefined;
  expanded: Set<string>;
  collections: Map<string, CollectionDoc>;
  onSelect: (uniqueId: string) => void;
  onToggle: (uniqueId: string) => void;
}

function Level({ nodes, depth, selected, expanded, collections, onSelect, onToggle }: LevelProps) {
  const { t } = useTranslation('brands');
  const languages = useDataLanguages();
  return (
    <Box
      component="ul"
      role={depth === 0 ? 'tree' : 'group'}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {nodes.map((node) => {
        const title = textOf(collections.get(node.id), 'title', languages) ?? '';
        const children = branches(node.children, collections);
        const open = expanded.has(node.uniqueId);
        const isSelected = node.uniqueId === selected;
        return (
          <Box
            component="li"
            key={node.uniqueId}
            role="treeitem"
            aria-expanded={children.length ? open : undefined}
            aria-selected={isSelected}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 1.5 }}>
              {children.length > 0 ? (
                <IconButton
                  size="small"
                  aria-label={t(open ? 'catalog.collapse' : 'catalog.expand', { title })}
                  onClick={() => onToggle(node.uniqueId)}
                >
                  {open ? <ExpandMore fontSize="small" /> : <ChevronRight fontSize="small" />}
                </IconButton>
              ) : (
                <Box sx={{ width: 34, flexShrink: 0 }} />
              )}
              <ButtonBase
                onClick={() => onSelect(node.uniqueId)}
                data-node={node.uniqueId}
                sx={{
                  flex: 1,
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  px: 1,
                  py: 0.75,
                  borderRadius: 1,
                  typography: 'body2',
                  fontWeight: isSelected ? 700 : 400,
                  color: isSelected ? 'primary.dark' : 'text.primary',
                  bgcolor: isSelected ? 'rgba(46, 125, 50, 0.1)' : 'transparent',
                  '&:hover': { bgcolor: isSelected ? 'rgba(46, 125, 50, 0.16)' : 'action.hover' },
                }}
              >
                {title}
              </ButtonBase>
            </Box>
            {open && children.length > 0 && (
              <Level
                nodes={children}
                depth={depth + 1}
                selected={selected}
                expanded={expanded}
                collections={collections}
                onSelect={onSelect}
                onToggle={onToggle}
              />
            )}
          </Box>
        );
      })}
    </Box>
  );
}
