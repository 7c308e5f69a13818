/**
 * The AR link a QR code carries (docs/DETAIL.md): this app's models page with the model
 * expanded and ar=1, e.g. https://host/?m=m_123&ar=1. Opened on a phone, the dialog shows
 * the 3D view and starts AR (Scene Viewer on Android, Quick Look on iOS).
 */
export function arLink(modelId: string, origin: string, base = '/'): string {
  const url = new URL(base, origin);
  url.searchParams.set('m', modelId);
  url.searchParams.set('ar', '1');
  return url.toString();
}

/** Phones and tablets that have an AR viewer: Android (Scene Viewer) and iOS (Quick Look). */
export function hasNativeAr(userAgent: string, maxTouchPoints: number): boolean {
  if (/Android/i.test(userAgent)) return true;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  // iPadOS reports itself as a Mac; touch gives it away.
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}
