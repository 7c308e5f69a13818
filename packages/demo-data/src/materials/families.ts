/** Which generator draws which material key (one function per look family). */
import type { MaterialKey } from '../vocab/types';
import { concrete, granite, terrazzo } from './aggregate';
import { boucle, felt, velvet, woven } from './fabric';
import { leather, suede } from './leather';
import { metal } from './metal';
import { ceramic, glass, plastic, rattan } from './misc';
import { marble, slate, travertine } from './stone';
import type { Ctx, Surface } from './surface';
import { wood } from './wood';

/** Fills a Surface for the material described by ctx. */
export type Generator = (ctx: Ctx, s: Surface) => void;

/** Generator per material key. */
export const generators: Record<MaterialKey, Generator> = {
  oak: wood,
  walnut: wood,
  ash: wood,
  beech: wood,
  birch: wood,
  pine: wood,
  teak: wood,
  plywood: wood,
  rattan,
  steel: metal,
  stainless_steel: metal,
  aluminium: metal,
  brass: metal,
  copper: metal,
  chrome: metal,
  marble,
  granite,
  travertine,
  slate,
  terrazzo,
  concrete,
  linen: woven,
  cotton: woven,
  wool: woven,
  velvet,
  boucle,
  felt,
  leather,
  suede,
  plastic,
  glass,
  ceramic,
};
