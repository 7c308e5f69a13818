/**
 * What other features reuse (WEB-LAYOUT.md): the brand page's Models and Materials tabs
 * render <ModelsBrowser scope={{ ownerId, kind }} />; carousels render <ModelCard>.
 */
export { ModelsBrowser } from './ModelsBrowser';
export { ModelCard, type ModelCardProps } from './cards/ModelCard';
export type { BrowseScope } from '../../api/filtering';
