/**
 * The table of shape variants per furniture kind with their typical sizes, and the
 * single entry point that builds a model fitted to the requested bounding box.
 */
import type { FurnitureKind } from '../vocab/types';
import type { Model } from './parts';
import { Rng, type Ctx } from './parts';
import type { FurnitureParams, FurniturePart } from './types';
import { cantileverChair, shellChair, woodenChair } from './kinds/chairs';
import {
  barStool,
  hairpinBench,
  jointStool,
  pedestalStool,
  slattedBench,
  upholsteredBench,
} from './kinds/seating';
import {
  clubArmchair,
  loungeArmchair,
  loungeSofa,
  midCenturySofa,
  modernSofa,
  tubArmchair,
} from './kinds/upholstered';
import {
  apronTable,
  drumCoffeeTable,
  pedestalTable,
  roundCoffeeTable,
  shelfCoffeeTable,
  trestleTable,
} from './kinds/tables';
import { cTable, frameDesk, nightstand, pedestalDesk, trayTable, writingDesk } from './kinds/desks';
import { bookcase, cubeShelf, frameShelving, ladderShelf } from './kinds/shelves';
import {
  chestOfDrawers,
  displayCabinet,
  doorCabinet,
  drawerWardrobe,
  flutedSideboard,
  hingedWardrobe,
  mediaSideboard,
  midCenturySideboard,
  slidingWardrobe,
} from './kinds/cabinets';
import { metalBed, upholsteredBed, woodenBed } from './kinds/beds';
import {
  arcFloorLamp,
  ceramicTableLamp,
  conePendant,
  deskLamp,
  domePendant,
  drumFloorLamp,
  globePendant,
  mushroomLamp,
  tripodFloorLamp,
} from './kinds/lamps';

type Builder = (c: Ctx) => Model;
type Dims = [width: number, height: number, depth: number];

/** Builders and default sizes (metres) per kind, in variant order. */
const TABLE: Record<FurnitureKind, Array<[Builder, Dims]>> = {
  chair: [
    [woodenChair, [0.46, 0.84, 0.52]],
    [cantileverChair, [0.48, 0.82, 0.6]],
    [shellChair, [0.5, 0.8, 0.55]],
  ],
  armchair: [
    [loungeArmchair, [0.74, 0.8, 0.82]],
    [clubArmchair, [0.9, 0.76, 0.88]],
    [tubArmchair, [0.78, 0.76, 0.76]],
  ],
  sofa: [
    [modernSofa, [2.2, 0.8, 0.95]],
    [midCenturySofa, [1.7, 0.82, 0.85]],
    [loungeSofa, [2.4, 0.74, 1.02]],
  ],
  stool: [
    [barStool, [0.42, 0.76, 0.42]],
    [jointStool, [0.36, 0.45, 0.36]],
    [pedestalStool, [0.4, 0.68, 0.4]],
  ],
  bench: [
    [slattedBench, [1.4, 0.45, 0.4]],
    [upholsteredBench, [1.2, 0.46, 0.42]],
    [hairpinBench, [1.6, 0.45, 0.36]],
  ],
  dining_table: [
    [apronTable, [1.8, 0.75, 0.9]],
    [pedestalTable, [1.2, 0.75, 1.2]],
    [trestleTable, [2.0, 0.75, 0.95]],
  ],
  coffee_table: [
    [roundCoffeeTable, [0.9, 0.4, 0.9]],
    [shelfCoffeeTable, [1.2, 0.42, 0.6]],
    [drumCoffeeTable, [1.1, 0.36, 0.7]],
  ],
  side_table: [
    [trayTable, [0.45, 0.55, 0.45]],
    [nightstand, [0.45, 0.52, 0.4]],
    [cTable, [0.45, 0.6, 0.4]],
  ],
  desk: [
    [pedestalDesk, [1.4, 0.75, 0.7]],
    [frameDesk, [1.6, 0.74, 0.75]],
    [writingDesk, [1.1, 0.92, 0.55]],
  ],
  shelf: [
    [bookcase, [0.8, 1.9, 0.32]],
    [ladderShelf, [0.7, 1.8, 0.42]],
    [frameShelving, [0.9, 1.8, 0.4]],
    [cubeShelf, [1.47, 1.47, 0.39]],
  ],
  cabinet: [
    [doorCabinet, [0.9, 1.1, 0.42]],
    [chestOfDrawers, [0.9, 0.95, 0.48]],
    [displayCabinet, [0.8, 1.8, 0.4]],
  ],
  sideboard: [
    [midCenturySideboard, [1.8, 0.75, 0.45]],
    [mediaSideboard, [1.6, 0.55, 0.42]],
    [flutedSideboard, [2.0, 0.8, 0.48]],
  ],
  wardrobe: [
    [hingedWardrobe, [1.0, 2.0, 0.6]],
    [drawerWardrobe, [1.5, 2.1, 0.6]],
    [slidingWardrobe, [2.0, 2.2, 0.65]],
  ],
  bed: [
    [upholsteredBed, [1.7, 1.1, 2.15]],
    [woodenBed, [1.5, 0.9, 2.1]],
    [metalBed, [1.6, 1.1, 2.08]],
  ],
  floor_lamp: [
    [drumFloorLamp, [0.45, 1.6, 0.45]],
    [arcFloorLamp, [1.3, 2.0, 0.44]],
    [tripodFloorLamp, [0.6, 1.55, 0.6]],
  ],
  table_lamp: [
    [ceramicTableLamp, [0.36, 0.56, 0.36]],
    [mushroomLamp, [0.36, 0.4, 0.36]],
    [deskLamp, [0.18, 0.48, 0.45]],
  ],
  pendant_lamp: [
    [domePendant, [0.45, 0.62, 0.45]],
    [globePendant, [0.3, 0.62, 0.3]],
    [conePendant, [0.3, 0.66, 0.3]],
  ],
};

/** How many shape variants each kind has (variant numbers wrap around). */
export const VARIANT_COUNT = Object.fromEntries(
  Object.entries(TABLE).map(([k, v]) => [k, v.length]),
) as Record<FurnitureKind, number>;

function entry(kind: FurnitureKind, variant: number): [Builder, Dims] {
  const list = TABLE[kind];
  if (!list) throw new Error(`unknown furniture kind: ${String(kind)}`);
  const n = list.length;
  return list[((Math.floor(variant) % n) + n) % n]!;
}

/** A plausible real-world size for the kind and variant, in metres. */
export function defaultDimensions(
  kind: FurnitureKind,
  variant: number,
): { width: number; height: number; depth: number } {
  const [, [width, height, depth]] = entry(kind, variant);
  return { width, height, depth };
}

/**
 * Builds the model: parts are constructed at the requested size (legs lengthen, boards
 * widen, round tops become oval) and the result is fitted exactly into width × height ×
 * depth, standing on y = 0 and centred on x/z.
 */
export function buildFurniture(p: FurnitureParams): { parts: FurniturePart[]; slots: string[] } {
  const [build] = entry(p.kind, p.variant);
  const ctx: Ctx = { w: p.width, h: p.height, d: p.depth, rng: new Rng(p.seed) };
  return build(ctx).finish(p.width, p.height, p.depth);
}
