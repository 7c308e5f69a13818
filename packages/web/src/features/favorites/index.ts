/** The favourites and contact features' public face (docs/FAVORITES.md). */
export { FavoriteButton } from './FavoriteButton';
export { FavoritesHost } from './FavoritesHost';
export { FavoritesNavButton } from './FavoritesNavButton';
export { ContactButton } from './contact/ContactButton';
export { appLink } from './contact/contactBody';
export type { ContactTarget } from './dialogs';
