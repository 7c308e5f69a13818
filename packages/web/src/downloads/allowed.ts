/**
 * The allowed download formats (spec 01 s.5, spec 02 s.5): a setting of the web config, and
 * later of the host mode (spec 01 s.9's per-host lists). One function, so the host mode
 * plugs in here without touching the menus.
 */
import { config } from '../config';

export interface AllowedFormats {
  /** CAD formats; undefined means all. */
  cad?: readonly string[];
  /** Material file formats (zip, jpg, png, ...); undefined means all. */
  material?: readonly string[];
}

export function allowedFormats(): AllowedFormats {
  return config.downloads;
}
