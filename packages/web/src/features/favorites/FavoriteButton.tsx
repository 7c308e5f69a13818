/**
 * The heart on model cards, in the detail dialog and on brand pages (spec 02 s.2, s.4): it
 * opens the lists dialog (through the login for visitors). Filled while the item is on any
 * list. The label comes from the caller's namespace, so a card pulls in no more texts.
 */
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { IconButton, type IconButtonProps } from '@mui/material';
import { LazyTooltip } from '../../components/LazyTooltip';
import { isFavorite, type FavoriteKind } from './model/document';
import type { ItemRef } from './model/operations';
import { preloadDialogs, startAddFavorite } from './start';
import { useFavorites } from './useFavorites';

interface Props {
  kind: FavoriteKind;
  /** The item as the list shows it; undefined while it loads (the button waits). */
  item: ItemRef | undefined;
  label: string;
  size?: IconButtonProps['size'];
}

export function FavoriteButton({ kind, item, label, size }: Props) {
  const { data } = useFavorites();
  const on = !!item && isFavorite(data?.document, kind, item.id);
  const Icon = on ? Favorite : FavoriteBorder;
  return (
    <LazyTooltip title={label}>
      <IconButton
        size={size}
        aria-label={label}
        aria-pressed={on}
        disabled={!item}
        data-testid="favorite-button"
        color={on ? 'primary' : 'default'}
        onPointerEnter={preloadDialogs}
        onFocus={preloadDialogs}
        onClick={(event) => {
          event.stopPropagation();
          if (item) void startAddFavorite({ kind, item });
        }}
      >
        <Icon fontSize={size === 'small' ? 'small' : 'medium'} />
      </IconButton>
    </LazyTooltip>
  );
}
