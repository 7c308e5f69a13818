/**
 * The allowed download formats (spec 01 s.5, s.9): the operator's lists (web config), the
 * client mode's and the embedding host's (src/embedding), all in one function, so the
 * menus need not know where a restriction comes from. Undefined: every format.
 */
import { config } from '../config';
import { embeddedFormats } from '../embedding';

export interface AllowedFormats {
  /** CAD formats, in the host's order of preference when a client mode sets them. */
  cad?: readonly string[];
  /** Material file formats (zip, jpg, png, matz, ...). */
  material?: readonly string[];
}

export function allowedFormats(): AllowedFormats {
  return embeddedFormats(config.downloads);
}
