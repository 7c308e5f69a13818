/**
 * The detail dialog's public face: the shell mounts it (it opens when the URL has m, and
 * loads its code then). Model cards and their download menu live in src/cards/.
 */
export { DetailMount } from './DetailMount';
