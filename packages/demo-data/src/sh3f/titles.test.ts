/**
 * Better titles and product categories of SweetHome3D pieces, on entries as Debian's
 * libraries write them.
 */
import { describe, expect, it } from 'vitest';
import type { Sh3fPiece } from './catalog';
import { productCategoryOf } from './categories';
import { pieceTitles } from './titles';

let n = 0;
const piece = (id: string, en: string, de: string, tags: string[] = []): Sh3fPiece => ({
  index: ++n,
  id,
  names: { en, de },
  categories: { en: 'Living room', de: 'Wohnzimmer' },
  tags: { en: ['Blend Swap', ...tags] },
  width: 50,
  depth: 50,
  height: 90,
  elevation: 0,
  model: `/${id}.obj`,
  doorOrWindow: false,
});

describe('pieceTitles', () => {
  const pieces = [
    piece('Blend Swap CC-0#plasticChair', 'Chair', 'Stuhl'),
    piece('Blend Swap CC-0#thonet', 'Chair', 'Stuhl', ['Thonet', 'Seat']),
    piece('Blend Swap CC-0#cafe_set_mota_chair', 'Chair', 'Stuhl'),
    piece('Blend Swap CC-0#chair2', 'Chair', 'Stuhl'),
    piece('Blend Swap CC-0#white_kitchen_table', 'Table', 'Tisch'),
    piece('Blend Swap CC-0#living_lamp', 'Lamp', 'Lampe'),
    piece('Blend Swap CC-0#lamp3', 'Lamp', 'Lampe'),
    piece('Blend Swap CC-0#table2', 'Table', 'Tisch'),
    piece('Blend Swap CC-0#oakTable', 'Oak table', 'Eichentisch'),
    piece('Blend Swap CC-0#kitchenChair', 'Kitchen chair', 'Küchenstuhl'),
    piece('Blend Swap CC-0#kitchen_chair', 'Chair', 'Stuhl'),
  ];
  const titles = pieceTitles(pieces);
  const en = (id: string) => titles.get(`Blend Swap CC-0#${id}`)!.en;

  it('makes a name many pieces share more telling from the id, in known words', () => {
    expect(en('plasticChair')).toBe('Plastic chair');
    expect(en('white_kitchen_table')).toBe('White kitchen table');
    expect(en('thonet')).toBe('Thonet chair');
  });

  it('keeps the name where the id says nothing more or nothing readable', () => {
    expect(en('cafe_set_mota_chair')).toBe('Chair');
    expect(en('chair2')).toBe('Chair');
    expect(en('living_lamp')).toBe('Lamp');
    expect(en('oakTable')).toBe('Oak table');
  });

  it('takes the translations the library has of the better title, and no others', () => {
    expect(titles.get('Blend Swap CC-0#kitchen_chair')).toMatchObject({
      en: 'Kitchen chair',
      de: 'Küchenstuhl',
    });
    expect(titles.get('Blend Swap CC-0#plasticChair')!.de).toBe('Stuhl');
  });
});

describe('productCategoryOf', () => {
  it.each([
    ['Chair', 'cat_chairs'],
    ['Baby high chair', 'cat_chairs'],
    ['Modern armchair', 'cat_armchairs'],
    ['Corner sofa', 'cat_sofas'],
    ['Coffee table', 'cat_coffee_tables'],
    ['Table 2', 'cat_tables'],
    ['Desk lamp', 'cat_table_lamps'],
    ['Bunk bed', 'cat_beds'],
    ['Bookcase', 'cat_shelves'],
    ['Wheelchair', undefined],
    ['Pool table', undefined],
    ['Street lamp', undefined],
    ['Milk', undefined],
    ['Concept Sedan 01', undefined],
  ])('%s → %s', (name, category) => {
    expect(productCategoryOf(name)).toBe(category);
  });
});
