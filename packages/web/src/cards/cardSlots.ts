/**
 * The buttons a model card shows on behalf of other features: the heart (features/favorites)
 * and Configure (features/configurator). Cards are shown by several features (browse, brands,
 * detail, favorites), so they import none of them: the shell hands these two in
 * (`CardSlotsContext.Provider` in app/AppShell.tsx). Without a provider a card shows neither.
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { ModelDoc } from '../api/models';

export interface FavoriteSlotProps {
  kind: 'models' | 'materials';
  /** The item as a favourites list shows it; undefined while the model loads. */
  item:
    { id: string; name: string; previewImage?: string; brandId?: string | undefined } | undefined;
  /** In the card's own namespace, so a card pulls in no more texts. */
  label: string;
  size: 'small';
}

export interface ConfigureSlotProps {
  model: ModelDoc;
  label: string;
}

export interface CardSlots {
  Favorite: ComponentType<FavoriteSlotProps>;
  /** Renders nothing for a model the configurator does not open. */
  Configure: ComponentType<ConfigureSlotProps>;
}

const NONE: CardSlots = { Favorite: () => null, Configure: () => null };

export const CardSlotsContext = createContext<CardSlots>(NONE);

export const useCardSlots = (): CardSlots => useContext(CardSlotsContext);
