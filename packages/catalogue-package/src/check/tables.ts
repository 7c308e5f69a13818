/**
 * A product table names categories, colours and materials as people write them; here they
 * become the catalogue's tags: a category by its tag id, namespace or label, a colour or
 * material by its value tag's id, key or label (any language, case ignored). A colour or
 * material that is no tag stays a free-form value.
 */
import type { PackageModel } from '@vitrine/contracts/package';
import type { Problems } from '../problems';
import type { Located } from '../read/located';
import { TABLE_PROPERTIES } from '../read/table';
import type { TagSummary } from './catalogue-view';

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

export const isTable = (file: string) => /\.(csv|xlsx)$/i.test(file);

export function resolveTableTags(
  records: Array<Located<'model'>>,
  tags: TagSummary[],
  problems: Problems,
) {
  const categories = tags.filter((t) => t.type === 'category_tag');
  const findCategory = (value: string) => {
    const wanted = fold(value);
    return (
      categories.find((t) => t.id === value || t.namespace === value) ??
      categories.find((t) => t.labels.some((label) => fold(label) === wanted))
    );
  };
  const valuesOf = (property: string) =>
    tags.filter((t) => t.type === 'value_tag' && t.parentIds.includes(property));
  for (const located of records) {
    if (!isTable(located.file)) continue;
    const model: PackageModel = located.record;
    const category = model.tags?.[0];
    if (category) {
      const found = findCategory(category.tag_id);
      if (found) category.tag_id = found.id;
      else {
        problems.error('unknown_reference', `no category "${category.tag_id}"`, {
          file: located.file,
          line: located.line,
          field: 'category',
        });
        // Said here in the list's terms; the reference check need not say it again.
        model.tags = model.tags!.filter((tag) => tag !== category);
      }
    }
    for (const property of model.properties ?? []) {
      const value = property.value_freeform;
      if (property.value_tag_id !== undefined || value === undefined) continue;
      if (
        property.property_tag_id !== TABLE_PROPERTIES.colour &&
        property.property_tag_id !== TABLE_PROPERTIES.material
      )
        continue;
      const wanted = fold(value);
      const key = wanted.replace(/[^a-z0-9_.-]+/g, '_');
      const tag = valuesOf(property.property_tag_id).find(
        (t) =>
          t.id === value ||
          t.id.endsWith(`_${key}`) ||
          t.labels.some((label) => fold(label) === wanted),
      );
      if (tag) {
        property.value_tag_id = tag.id;
        delete property.value_freeform;
      } else property.value_tag_id = `${property.property_tag_id}_freeform_${key}`;
    }
  }
}
