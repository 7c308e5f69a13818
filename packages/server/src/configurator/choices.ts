/**
 * Checks a visitor's choices against a configuration and resolves them: which parts show
 * and which catalogue material each slot wears. Anything unknown is a 400 naming the field.
 */
import type { ConfigurationFile, Model, VariantChoices } from '@vitrine/contracts';
import { invalidField } from '../errors';

export interface ResolvedChoices {
  /** Part ids shown, in the configuration's order. */
  parts: string[];
  /** Chosen option value per option id (defaults filled in). */
  options: Record<string, string>;
  /** slot id → material model id, only for slots the visitor chose. */
  materials: Record<string, string>;
}

/** Parts shown for the chosen values: parts no option names always show. */
export function visibleParts(config: ConfigurationFile, chosen: Record<string, string>): string[] {
  const optional = new Set<string>();
  const shown = new Set<string>();
  for (const option of config.options) {
    for (const value of option.values) {
      for (const part of value.parts) optional.add(part);
      if (value.id === chosen[option.id]) for (const part of value.parts) shown.add(part);
    }
  }
  return config.parts.map((p) => p.id).filter((id) => !optional.has(id) || shown.has(id));
}

export function resolveOptions(config: ConfigurationFile, choices: VariantChoices) {
  const options: Record<string, string> = {};
  for (const option of config.options) options[option.id] = option.default;
  for (const [id, value] of Object.entries(choices.options ?? {})) {
    const option = config.options.find((o) => o.id === id);
    if (!option) throw invalidField(`choices.options.${id}`, 'no such option');
    if (!option.values.some((v) => v.id === value)) {
      throw invalidField(`choices.options.${id}`, `no value ${value}`);
    }
    options[id] = value;
  }
  return options;
}

/** Whether a material model may go into a slot (its category tag or its id is allowed). */
export function materialFits(slot: ConfigurationFile['slots'][number], material: Model): boolean {
  if (material.type !== 'material') return false;
  if (slot.material_ids?.includes(material.id)) return true;
  return material.tags.some((t) => slot.material_tag_ids.includes(t.tag_id));
}

/** Validates the slot choices against the materials found; answers slot → material id. */
export function resolveMaterials(
  config: ConfigurationFile,
  choices: VariantChoices,
  found: Map<string, Model>,
): Record<string, string> {
  const materials: Record<string, string> = {};
  for (const [slotId, materialId] of Object.entries(choices.materials ?? {})) {
    const field = `choices.materials.${slotId}`;
    const slot = config.slots.find((s) => s.id === slotId);
    if (!slot) throw invalidField(field, 'no such material slot');
    const material = found.get(materialId);
    if (!material) throw invalidField(field, `no material ${materialId}`);
    if (!materialFits(slot, material)) {
      throw invalidField(field, `material ${materialId} is not allowed in this slot`);
    }
    materials[slotId] = materialId;
  }
  return materials;
}
