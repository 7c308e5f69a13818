/** Zoom limits of the full-screen image viewer (spec 02 s.9: min 1, max 8). */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;
/** One button press or wheel notch. */
export const ZOOM_STEP = 1.5;

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** The pan offset kept within the zoomed image's overflow, so the image never leaves. */
export function clampPan(
  pan: { x: number; y: number },
  zoom: number,
  box: { width: number; height: number },
) {
  const maxX = ((zoom - 1) * box.width) / 2;
  const maxY = ((zoom - 1) * box.height) / 2;
  return {
    x: Math.min(maxX, Math.max(-maxX, pan.x)),
    y: Math.min(maxY, Math.max(-maxY, pan.y)),
  };
}
