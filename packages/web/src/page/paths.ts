/**
 * The first header tab's root, the models screen: where the logo, 'Take me back' and an
 * empty favourites list's Catalog button lead.
 */
export const FIRST_TAB_PATH = '/';
