/**
 * Which header tabs show, in which order (spec 01 s.2 "configurable"): the host's choice
 * (pCat.configuration `headerTabs`) or the URL's (`tabs`), else the operator's (HEADER_TABS),
 * else all. The pages of a hidden tab stay reachable by link; only its tab is not shown.
 */
import { HEADER_TABS, type HeaderTab } from '@vitrine/embed/app';
import { config } from '../../config';
import { useEmbedState } from '../../embedding';
import { FIRST_TAB_PATH } from '../../page/paths';
import { TABS, type TabDefinition } from './tabs';

export interface ShownTabs {
  /** Models, materials and brands, as chosen and in the chosen order. */
  fixed: TabDefinition[];
  /** A tab for each brand opened (`singleBrand`). */
  brands: boolean;
  /** Where the logo and "Take me back" lead: the first fixed tab's root. */
  firstPath: string;
}

export function shownTabs(chosen: readonly HeaderTab[] = HEADER_TABS): ShownTabs {
  const fixed = [...new Set(chosen)].flatMap((id) => TABS.filter((tab) => tab.id === id));
  return {
    fixed,
    brands: chosen.includes('singleBrand'),
    firstPath: fixed[0]?.path ?? FIRST_TAB_PATH,
  };
}

export function useHeaderTabs(): ShownTabs {
  const { headerTabs } = useEmbedState();
  return shownTabs(headerTabs ?? config.headerTabs);
}
