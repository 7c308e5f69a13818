/** The sort button and its menu (spec 02 s.2), the choice kept in the URL (sort). */
import Sort from '@mui/icons-material/Sort';
import { Button, IconButton, Menu, MenuItem, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlParam } from '../../url';
import { sortKey, sortOf, type SortOption } from './model/sorts';

/** The sort chosen in the URL among `options` (the first one by default). */
export function useSort(options: SortOption[]): [SortOption, (option: SortOption) => void] {
  const [key, setKey] = useUrlParam('sort');
  const current = sortOf(options, key);
  return [current, (option) => setKey(option === options[0] ? null : sortKey(option))];
}

export function SortMenu({ options }: { options: SortOption[] }) {
  const { t } = useTranslation('favorites');
  const [current, setCurrent] = useSort(options);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // On a phone the icon alone, so the list's name keeps the room.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const button = {
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor !== null,
    color: 'inherit' as const,
  };
  return (
    <>
      {phone ? (
        <IconButton {...button} aria-label={t(current.label)}>
          <Sort />
        </IconButton>
      ) : (
        <Button {...button} startIcon={<Sort />}>
          {t(current.label)}
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {options.map((option) => (
          <MenuItem
            key={sortKey(option)}
            selected={option === current}
            onClick={() => {
              setCurrent(option);
              setAnchor(null);
            }}
          >
            {t(option.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
