/**
 * What a save of an item will write, for the editor to look at before it does
 * (docs/WORKSPACE.md): each changed field with what it was and what it becomes.
 */
import type { CategoryOption, EditableModel, PropertyOption } from '@vitrine/contracts';
import { useTranslation } from 'react-i18next';
import { differences, draftOf, givenProperties, type Draft, type FieldChange } from './editModel';
import { nameOf } from './EditTexts';
import { ReviewTable, type ReviewRow } from './ReviewTable';

interface Props {
  base: EditableModel;
  draft: Draft;
  categories: readonly CategoryOption[];
  properties: readonly PropertyOption[];
}

/** The label of a field change ("Title (Deutsch)"). */
export function useDescribeChange() {
  const { t } = useTranslation('workspace');
  return (change: FieldChange) =>
    change.language
      ? `${t(`edit.${change.field}`)} (${nameOf(change.language)})`
      : t(`edit.fields.${change.field}`);
}

export function ReviewChanges({ base, draft, categories, properties }: Props) {
  const { t, i18n } = useTranslation('workspace');
  const describe = useDescribeChange();
  const label = (labels: Record<string, string> | undefined, id: string) =>
    labels?.[i18n.language] ?? labels?.en ?? (labels && Object.values(labels)[0]) ?? id;
  const categoryName = (id: string) => label(categories.find((c) => c.id === id)?.labels, id);
  const propertyText = (d: Draft) =>
    givenProperties(d.properties)
      .map((p) => {
        const option = properties.find((o) => o.id === p.property_tag_id);
        const value = p.value_freeform?.trim()
          ? `${p.value_freeform.trim()}${option?.unit ? ` ${option.unit}` : ''}`
          : label(
              option?.values.find((v) => v.id === p.value_tag_id)?.labels,
              p.value_tag_id ?? '',
            );
        return `${label(option?.labels, p.property_tag_id)}: ${value}`;
      })
      .join(', ');
  const fileText = (dataports: readonly string[]) =>
    base.files
      .filter((f) => dataports.includes(f.dataport))
      .map(
        (f) =>
          `${t(`edit.files.categories.${f.category}`, { defaultValue: f.category })}${f.format ? ` (${f.format.toUpperCase()})` : ''}`,
      )
      .join(', ');
  const value = (d: Draft, change: FieldChange): string => {
    switch (change.field) {
      case 'title':
      case 'description':
        return (
          (d[change.field] as Record<string, string | undefined>)[change.language!] ?? ''
        ).trim();
      case 'category_ids':
        return d.category_ids.map(categoryName).join(', ');
      case 'state':
        return t(`edit.states.${d.state}`, { defaultValue: d.state });
      case 'article_number':
        return d.article_number.trim();
      case 'article_data':
        return [d.article.manufacturerId, d.article.artNo, d.article.finalArtNo]
          .map((v) => v.trim())
          .filter(Boolean)
          .join(' / ');
      case 'properties':
        return propertyText(d);
      case 'remove_files':
        return fileText(d.remove_files);
    }
  };
  const before = draftOf(base);
  const rows: ReviewRow[] = differences(before, draft).map((change) => ({
    key: `${change.field}-${change.language ?? ''}`,
    label: describe(change),
    before: change.field === 'remove_files' ? '' : value(before, change),
    after:
      change.field === 'remove_files'
        ? t('edit.review.removed', { files: value(draft, change) })
        : value(draft, change),
  }));
  return <ReviewTable rows={rows} version={base.data_version} />;
}
