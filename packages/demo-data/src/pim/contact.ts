/**
 * A sales contact per demo brand: a person named as in the brand's country, the brand's
 * example domain, a phone number with the country's prefix, and a portrait placeholder (a
 * silhouette in the brand's colours, the way directories show people without a photo).
 */
import sharp from 'sharp';
import type { BrandSpec } from '../catalogue/brands';
import { hashString } from '../rng';

const PEOPLE: Record<string, { name: string; prefix: string }> = {
  AT: { name: 'Lena Huber', prefix: '+43 1' },
  CH: { name: 'Nina Keller', prefix: '+41 44' },
  CZ: { name: 'Petra Nováková', prefix: '+420 2' },
  DE: { name: 'Jonas Becker', prefix: '+49 89' },
  DK: { name: 'Freja Holm', prefix: '+45 33' },
  ES: { name: 'Lucía Martín', prefix: '+34 91' },
  FR: { name: 'Camille Laurent', prefix: '+33 1' },
  IT: { name: 'Giulia Ferri', prefix: '+39 02' },
  NL: { name: 'Sanne de Vries', prefix: '+31 10' },
  PL: { name: 'Katarzyna Wiśniewska', prefix: '+48 12' },
  PT: { name: 'Inês Carvalho', prefix: '+351 21' },
  RO: { name: 'Ioana Popescu', prefix: '+40 21' },
  RU: { name: 'Anna Sokolova', prefix: '+7 495' },
  SE: { name: 'Elsa Lindqvist', prefix: '+46 8' },
  TR: { name: 'Elif Yılmaz', prefix: '+90 232' },
};

export interface SalesContact {
  name: string;
  email: string;
  phone: string;
  web: string;
}

export function salesContact(brand: BrandSpec): SalesContact {
  const person = PEOPLE[brand.country] ?? { name: 'Alex Morgan', prefix: '+44 20' };
  const digits = String(hashString(`phone:${brand.key}`) % 10_000_000).padStart(7, '0');
  const local = person.name
    .split(' ')[0]!
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '');
  return {
    name: person.name,
    email: `${local.toLowerCase()}.sales@${brand.key}.example`,
    phone: `${person.prefix} ${digits.slice(0, 3)} ${digits.slice(3)}`,
    web: `https://www.${brand.key}.example/contact`,
  };
}

/** A 256×256 JPEG: head and shoulders in the brand's light colour on its dark one. */
export async function contactPhoto(brand: BrandSpec): Promise<Buffer> {
  const [dark, light] = brand.colours;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="${dark}"/>
    <circle cx="128" cy="100" r="48" fill="${light}"/>
    <path d="M40 256 C40 184 80 160 128 160 C176 160 216 184 216 256 Z" fill="${light}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
