/**
 * The sender's address, truncated before anything stores it, as Matomo's "anonymize IP" does
 * at its default: IPv4 keeps two bytes (a.b.0.0), IPv6 its first 48 bits. Enough to tell
 * countries or networks apart, not people.
 */
import { isIPv4, isIPv6 } from 'node:net';

export function truncatedAddress(ip: string): string {
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return v4.split('.').slice(0, 2).concat('0', '0').join('.');
  if (!isIPv6(ip)) return '';
  // Expand '::' to the missing groups, then keep three groups of eight.
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups.slice(0, 3).join(':')}::`;
}
