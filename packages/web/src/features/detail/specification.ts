/**
 * The specification rows of a model: each property with its translated label and value
 * (a value tag's label, or a free-form number with the property's unit, e.g. 'unit:cm').
 */
import type { ModelDoc, TagDoc } from '../../api/models';
import { textOf } from '../../api/texts';
import { formatNumber } from '../../i18n/numbers';

export interface SpecRow {
  id: string;
  label: string;
  value: string;
}

export const unitOf = (property: TagDoc | undefined) =>
  property?.freeform_features?.find((f) => f.startsWith('unit:'))?.slice(5);

export function specificationRows(
  model: ModelDoc,
  tags: ReadonlyMap<string, TagDoc>,
  languages: string[],
  locale: string,
): SpecRow[] {
  const rows = new Map<string, SpecRow>();
  for (const p of model.properties ?? []) {
    const property = tags.get(p.property_tag_id);
    const label = textOf(property, 'label', languages);
    if (!label) continue;
    let value: string | undefined;
    if (p.value_freeform !== undefined && p.value_freeform !== '') {
      const number = Number(p.value_freeform);
      const text = Number.isFinite(number) ? formatNumber(number, locale) : p.value_freeform;
      const unit = unitOf(property);
      value = unit ? `${text} ${unit}` : text;
    } else if (p.value_tag_id) {
      value = textOf(tags.get(p.value_tag_id), 'label', languages);
    }
    if (!value) continue;
    // Several values of one property share its row.
    const row = rows.get(p.property_tag_id);
    if (row) row.value = `${row.value}, ${value}`;
    else rows.set(p.property_tag_id, { id: p.property_tag_id, label, value });
  }
  return [...rows.values()];
}
