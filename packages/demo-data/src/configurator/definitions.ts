/**
 * What a visitor may change on each configurable kind: material slots (with the catalogue
 * material categories they accept) and options that show one group of parts or another.
 */
import type { ConfigurationFile } from '@vitrine/contracts';
import { materialCategoryTagId } from '../catalogue/taxonomy';
import { label } from './labels';
import type { ConfigurableKind } from './shapes';

type Definition = Pick<ConfigurationFile, 'slots' | 'options'>;

const tags = (...categories: string[]) => categories.map(materialCategoryTagId);

const slot = (id: string, key: Parameters<typeof label>[0], ...categories: string[]) => ({
  id,
  label: label(key),
  material_tag_ids: tags(...categories),
});

const legStyle = {
  id: 'legs',
  label: label('leg_style'),
  default: 'wood',
  values: [
    { id: 'wood', label: label('wood'), parts: ['legs_wood'] },
    { id: 'metal', label: label('metal_legs'), parts: ['legs_metal'] },
  ],
};

export const DEFINITIONS: Record<ConfigurableKind, Definition> = {
  sofa: {
    slots: [
      slot('upholstery', 'upholstery', 'fabric', 'leather'),
      slot('legs', 'legs', 'wood'),
      slot('metal', 'metal', 'metal'),
    ],
    options: [
      {
        id: 'arms',
        label: label('arms'),
        default: 'with',
        values: [
          { id: 'with', label: label('arms_with'), parts: ['arms'] },
          { id: 'without', label: label('arms_without'), parts: [] },
        ],
      },
      legStyle,
    ],
  },
  chair: {
    slots: [
      slot('shell', 'shell', 'wood'),
      slot('cushion', 'cushion', 'fabric', 'leather'),
      slot('frame', 'frame', 'wood'),
      slot('metal', 'metal', 'metal'),
    ],
    options: [
      {
        id: 'pad',
        label: label('pad'),
        default: 'with',
        values: [
          { id: 'with', label: label('pad_with'), parts: ['pad'] },
          { id: 'without', label: label('pad_without'), parts: [] },
        ],
      },
      {
        id: 'arms',
        label: label('arms'),
        default: 'without',
        values: [
          { id: 'with', label: label('arms_with'), parts: ['armrests'] },
          { id: 'without', label: label('arms_without'), parts: [] },
        ],
      },
      legStyle,
    ],
  },
  dining_table: {
    slots: [slot('top', 'top', 'wood', 'stone'), slot('frame', 'frame', 'wood', 'metal')],
    options: [
      {
        id: 'base',
        label: label('base'),
        default: 'four',
        values: [
          { id: 'four', label: label('four_legs'), parts: ['legs_four'] },
          { id: 'trestle', label: label('trestle'), parts: ['trestle'] },
        ],
      },
    ],
  },
};

/** The parts the default choice of every option shows (parts no option names always show). */
export function defaultParts(kind: ConfigurableKind, parts: string[]): string[] {
  const { options } = DEFINITIONS[kind];
  const optional = new Set(options.flatMap((o) => o.values.flatMap((v) => v.parts)));
  const chosen = new Set(
    options.flatMap((o) => o.values.find((v) => v.id === o.default)?.parts ?? []),
  );
  return parts.filter((p) => !optional.has(p) || chosen.has(p));
}
