/** Business constants of spec 01 s.9 and spec 02 s.9 that more than one package needs. */
export const APP_VERSION = '2.4.4';
export const HOST_MESSAGE_API_VERSION = '1.8.0';
export const DEFAULT_IMAGINE_SIZE = { w: 350, h: 300 } as const;
export const ICON_SIZE = { w: 32, h: 32 } as const;
export const IMAGE_SIZES = {
  thumb: { w: 256, h: 256 },
  preview: { w: 587, h: 440 },
  card: { w: 300, h: 200 },
  /** A client image item's banner (spec 01 s.3): the banner's 500 px height, full-HD wide. */
  banner: { w: 1920, h: 500 },
} as const;
export const SEARCH_PAGE_SIZE = 64;
export const CATEGORY_NAMESPACE = '.egr.category';
export const MATERIAL_CATEGORY_NAMESPACE = '.egr.material-category';

/**
 * The owner types that are brands (spec 02: the brand list searches owners of types user and
 * licensed); an owner of type community is a community library (entities.ts OWNER_TYPES).
 */
export const BRAND_OWNER_TYPES = ['user', 'licensed'] as const;
