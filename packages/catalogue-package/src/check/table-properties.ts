/**
 * The property tags a product table's width, height, depth, colour and material columns
 * fill are part of the format: a table brings them along when neither the package nor the
 * catalogue has them (an installation without the demo starts with no tags at all), so a
 * product list imports on any installation. Ones the catalogue or the package has win (the
 * demo's come with value tags); these are only ever added, never written over.
 */
import type { Language } from '@vitrine/contracts';
import type { PackageTag } from '@vitrine/contracts/package';
import type { Located } from '../read/located';
import { TABLE_PROPERTIES } from '../read/table';

type Column = keyof typeof TABLE_PROPERTIES;

/** Each column's label in every language of the catalogue (as the demo's vocabulary says). */
const LABELS: Record<Column, Record<Language, string>> = {
  width: {
    en: 'Width',
    de: 'Breite',
    cs: 'Šířka',
    da: 'Bredde',
    es: 'Ancho',
    fr: 'Largeur',
    it: 'Larghezza',
    nl: 'Breedte',
    pl: 'Szerokość',
    pt: 'Largura',
    ro: 'Lățime',
    ru: 'Ширина',
    sv: 'Bredd',
    tr: 'Genişlik',
  },
  height: {
    en: 'Height',
    de: 'Höhe',
    cs: 'Výška',
    da: 'Højde',
    es: 'Alto',
    fr: 'Hauteur',
    it: 'Altezza',
    nl: 'Hoogte',
    pl: 'Wysokość',
    pt: 'Altura',
    ro: 'Înălțime',
    ru: 'Высота',
    sv: 'Höjd',
    tr: 'Yükseklik',
  },
  depth: {
    en: 'Depth',
    de: 'Tiefe',
    cs: 'Hloubka',
    da: 'Dybde',
    es: 'Fondo',
    fr: 'Profondeur',
    it: 'Profondità',
    nl: 'Diepte',
    pl: 'Głębokość',
    pt: 'Profundidade',
    ro: 'Adâncime',
    ru: 'Глубина',
    sv: 'Djup',
    tr: 'Derinlik',
  },
  colour: {
    en: 'Colour',
    de: 'Farbe',
    cs: 'Barva',
    da: 'Farve',
    es: 'Color',
    fr: 'Couleur',
    it: 'Colore',
    nl: 'Kleur',
    pl: 'Kolor',
    pt: 'Cor',
    ro: 'Culoare',
    ru: 'Цвет',
    sv: 'Färg',
    tr: 'Renk',
  },
  material: {
    en: 'Material',
    de: 'Material',
    cs: 'Materiál',
    da: 'Materiale',
    es: 'Material',
    fr: 'Matériau',
    it: 'Materiale',
    nl: 'Materiaal',
    pl: 'Materiał',
    pt: 'Material',
    ro: 'Material',
    ru: 'Материал',
    sv: 'Material',
    tr: 'Malzeme',
  },
};

const SIZES: readonly Column[] = ['width', 'height', 'depth'];

/** The tag record of one column's property. */
function propertyTag(column: Column): PackageTag {
  return {
    id: TABLE_PROPERTIES[column],
    type: 'property_tag',
    namespace: `.egr.property.${column}`,
    texts: Object.entries(LABELS[column]).map(([language, payload]) => ({
      category: 'label',
      language,
      payload,
    })),
    freeform_features: SIZES.includes(column) ? ['numeric', 'unit:cm'] : ['text'],
  };
}

/**
 * The property tags the table rows use that neither the package nor the catalogue has, as
 * built-in records located at the first row using each.
 */
export function missingTableProperties(
  rows: Array<Located<'model'>>,
  known: ReadonlySet<string>,
): Array<Located<'tag'>> {
  const columnOf = new Map(
    (Object.keys(TABLE_PROPERTIES) as Column[]).map((c) => [TABLE_PROPERTIES[c] as string, c]),
  );
  const added = new Map<string, Located<'tag'>>();
  for (const row of rows) {
    for (const { property_tag_id: id } of row.record.properties ?? []) {
      const column = columnOf.get(id);
      if (!column || known.has(id) || added.has(id)) continue;
      added.set(id, {
        kind: 'tag',
        record: propertyTag(column),
        file: row.file,
        line: row.line,
        field: column,
        builtin: true,
      });
    }
  }
  return [...added.values()];
}
