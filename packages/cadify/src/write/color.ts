/** glTF colours are linear; the formats without materials want display (sRGB) values. */

/** Linear 0–1 → display 0–1. */
export const toDisplay = (c: number) => {
  const v = Math.min(1, Math.max(0, c));
  return v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
};

/** Linear 0–1 → display 0–255. */
export const toByte = (c: number) => Math.round(255 * toDisplay(c));
