/**
 * What other features reuse: the brand page's Models and Materials tabs render
 * <ModelsBrowser scope={{ ownerId, kind }} />. The model card itself is shared UI
 * (src/cards/ModelCard.tsx); the pages are routed lazily by app/router.tsx.
 */
export { ModelsBrowser } from './ModelsBrowser';
export type { BrowseScope } from '../../api/filtering';
