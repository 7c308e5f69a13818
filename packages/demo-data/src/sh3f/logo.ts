/**
 * A plain generated logo for a SweetHome3D creator (who ships none): initials on a colour
 * derived from the name, drawn with the bundled fonts so it looks the same on every machine.
 */
import sharp from 'sharp';
import { textPath } from '../images/text-paths';
import { hashString } from '../rng';

/** Up to two initials: "Kator Legaz" → "KL", "Blend Swap" → "BS", "eTeks" → "ET". */
export function initials(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}

/** A 400×400 PNG: initials in white on a muted colour, the name in small letters below. */
export async function creatorLogo(name: string): Promise<Buffer> {
  const hue = hashString(name) % 360;
  const background = `hsl(${hue}, 32%, 38%)`;
  const mark = textPath(initials(name), { face: 'sans', weight: 700, size: 150 });
  const label = textPath(name.slice(0, 40), { face: 'sans', weight: 400, size: 30 });
  const labelScale = Math.min(1, 340 / Math.max(1, label.width));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="${background}"/>
    <path transform="translate(${(200 - mark.width / 2).toFixed(1)} 235)" d="${mark.d}" fill="#ffffff"/>
    <path transform="translate(${(200 - (label.width * labelScale) / 2).toFixed(1)} 330) scale(${labelScale.toFixed(3)})"
      d="${label.d}" fill="#ffffff" fill-opacity="0.85"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 8 }).toBuffer();
}
