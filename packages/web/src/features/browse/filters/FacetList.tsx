/**
 * A list of checkable values with counts (brands, collections, families, property values).
 * Chosen values come first; ten show until 'Show more'; a search box appears when there are
 * more than 20 values (always for brands), filtering labels as typed (300 ms debounce).
 */
import {
  Box,
  Button,
  Checkbox,
  InputAdornment,
  List,
  Skeleton,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacetEntry } from './useFacets';
import { formatNumber } from '../../../i18n/numbers';

/** Values shown before 'Show more' (spec 02 s.9: 10 values, 10 brands). */
const VISIBLE = 10;
/** More values than this get a search box (spec 02 s.2). */
const SEARCH_ABOVE = 20;
const DEBOUNCE_MS = 300;

interface Props {
  /** Names the list for screen readers and tests. */
  title: string;
  entries: FacetEntry[];
  chosen: string[];
  onToggle: (id: string) => void;
  alwaysSearchable?: boolean;
}

function fold(text: string) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function FacetList({ title, entries, chosen, onToggle, alwaysSearchable }: Props) {
  const { t, i18n } = useTranslation('browse');
  const [typed, setTyped] = useState('');
  const [needle, setNeedle] = useState('');
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setNeedle(fold(typed.trim())), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const ordered = useMemo(() => {
    const isChosen = (e: FacetEntry) => chosen.includes(e.id);
    const matching = needle ? entries.filter((e) => fold(e.label).includes(needle)) : entries;
    return [...matching].sort(
      (a, b) =>
        Number(isChosen(b)) - Number(isChosen(a)) ||
        b.count - a.count ||
        a.label.localeCompare(b.label, i18n.language),
    );
  }, [entries, chosen, needle, i18n.language]);

  const searchable = alwaysSearchable || entries.length > SEARCH_ABOVE;
  const visible = expanded || needle ? ordered : ordered.slice(0, Math.max(VISIBLE, chosen.length));

  return (
    <Box>
      {searchable && (
        <TextField
          size="small"
          fullWidth
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('filters.search')}
          slotProps={{
            htmlInput: { 'aria-label': t('filters.searchIn', { name: title }) },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ mb: 0.5 }}
        />
      )}
      <List dense disablePadding aria-label={title}>
        {visible.map((entry) => {
          const checked = chosen.includes(entry.id);
          return (
            <ListItemButton
              key={entry.id}
              onClick={() => onToggle(entry.id)}
              disabled={!checked && entry.count === 0}
              sx={{ py: 0, px: 0.5, borderRadius: 1 }}
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <Checkbox edge="start" size="small" checked={checked} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText
                primary={entry.label || <Skeleton width="60%" />}
                slotProps={{ primary: { noWrap: true, title: entry.label } }}
              />
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ ml: 1 }}
                data-testid="facet-count"
              >
                {formatNumber(entry.count, i18n.language)}
              </Typography>
            </ListItemButton>
          );
        })}
      </List>
      {needle && ordered.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 0.5 }}>
          {t('filters.noMatch')}
        </Typography>
      )}
      {!needle && ordered.length > visible.length && (
        <Button size="small" onClick={() => setExpanded(true)}>
          {t('filters.showMore', { number: ordered.length - visible.length })}
        </Button>
      )}
      {!needle && expanded && ordered.length > VISIBLE && (
        <Button size="small" onClick={() => setExpanded(false)}>
          {t('filters.showLess')}
        </Button>
      )}
    </Box>
  );
}
