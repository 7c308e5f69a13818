/**
 * The download formats and the download button's label in a client mode (spec 01 s.5, s.9):
 * a format is offered when the mode's list, the host's list (pCat.configuration) and the
 * operator's list allow it; an unset list allows everything. A mode without material
 * formats leaves materials unrestricted (spec 01 s.9 names only pcon.planner's matz).
 */
import { CLIENT_PROFILES, type ClientAction, type ClientMode } from '@vitrine/embed/app';

export interface FormatLists {
  cad?: readonly string[];
  material?: readonly string[];
}

/** Every list that is set must contain the format; the first list's order is kept. */
function intersect(...lists: Array<readonly string[] | undefined>): string[] | undefined {
  const set = lists.filter((list): list is readonly string[] => list !== undefined);
  if (set.length === 0) return undefined;
  const [first, ...rest] = set;
  return first!.filter((format) => rest.every((list) => list.includes(format)));
}

/** The formats offered: the mode's (in its order), the host's and the operator's lists. */
export function offeredFormats(
  client: ClientMode | undefined,
  host: FormatLists,
  operator: FormatLists,
): FormatLists {
  const profile = client ? CLIENT_PROFILES[client] : undefined;
  const result: FormatLists = {};
  const cad = intersect(profile?.cadFormats, host.cad, operator.cad);
  const material = intersect(profile?.materialFormats, host.material, operator.material);
  if (cad) result.cad = cad;
  if (material) result.material = material;
  return result;
}

/** The download button's i18n key (namespace embedding): Import, Open or Download. */
export function actionOf(client: ClientMode | undefined): ClientAction {
  return client ? CLIENT_PROFILES[client].action : 'download';
}

/** Sorts entries by the mode's format order (the host's preference), others after. */
export function byModeOrder<T extends { format: string }>(
  items: readonly T[],
  order: readonly string[] | undefined,
): T[] {
  if (!order) return [...items];
  const rank = (format: string) => {
    const index = order.indexOf(format);
    return index === -1 ? order.length : index;
  };
  return [...items].sort((a, b) => rank(a.format) - rank(b.format));
}
