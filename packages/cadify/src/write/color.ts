/**
 * glTF colours are linear; the formats without materials want display (sRGB) values, and
 * CAD and BIM readers answer display values.
 */

/** Display 0–1 → linear 0–1. */
export const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** Linear 0–1 → display 0–1. */
export const toDisplay = (c: number) => {
  const v = Math.min(1, Math.max(0, c));
  return v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
};

/** Linear 0–1 → display 0–255. */
export const toByte = (c: number) => Math.round(255 * toDisplay(c));
