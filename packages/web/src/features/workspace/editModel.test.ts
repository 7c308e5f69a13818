import type { EditableModel } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { changedMeanwhile, draftOf, editOf, rebase } from './editModel';

const base: EditableModel = {
  id: 'm',
  owner_id: 'b',
  data_version: 5,
  state: 'published',
  main_language: 'en',
  title: { en: 'Chair', de: 'Stuhl' },
  description: {},
  category_ids: ['c1'],
  article_number: 'A-1',
  article_data: { manufacturerId: 'acme', artNo: 'A-1', manufacturerName: 'Acme' },
  properties: [
    { property_tag_id: 'prop_colour', value_tag_id: 'val_colour_oak' },
    { property_tag_id: 'prop_width', value_tag_id: 'prop_width_freeform_45', value_freeform: '45' },
  ],
  files: [
    { kind: 'image', category: 'preview', dataport: 'img1' },
    { kind: 'document', category: 'datasheet', dataport: 'doc1', format: 'pdf' },
  ],
  modified_epochmillis: 0,
};

describe('a workspace save', () => {
  it('sends only what the editor changed, from the version they started at', () => {
    const draft = draftOf(base);
    draft.title.de = 'Sessel';
    draft.title.fr = ' Chaise ';
    draft.title.en = '';
    expect(editOf(base, draft)).toEqual({
      data_version: 5,
      title: { en: '', de: 'Sessel', fr: 'Chaise' },
    });
    expect(editOf(base, draftOf(base))).toEqual({ data_version: 5 });
  });

  it('after a conflict keeps both: the editor’s changes on top of the other save', () => {
    const draft = draftOf(base);
    draft.title.de = 'Sessel';
    draft.state = 'draft';
    const current: EditableModel = {
      ...base,
      data_version: 6,
      title: { en: 'Armchair', de: 'Stuhl' },
      category_ids: ['c2'],
    };
    expect(changedMeanwhile(base, current)).toEqual([
      { field: 'title', language: 'en' },
      { field: 'category_ids' },
    ]);
    const next = rebase(base, draft, current);
    expect(next).toEqual({
      ...draftOf(current),
      title: { en: 'Armchair', de: 'Sessel' },
      state: 'draft',
    });
    expect(editOf(current, next)).toEqual({
      data_version: 6,
      title: { de: 'Sessel' },
      state: 'draft',
    });
  });

  it('sends article data, properties and files taken off; unfinished rows are left out', () => {
    const draft = draftOf(base);
    draft.article_number = ' A-2 ';
    draft.article.finalArtNo = 'A-1-OAK';
    draft.properties[1] = { property_tag_id: 'prop_width', value_freeform: ' 50 ' };
    // A row just added, without a value yet, says nothing.
    draft.properties.push({ property_tag_id: 'prop_style' });
    draft.remove_files = ['doc1'];
    expect(editOf(base, draft)).toEqual({
      data_version: 5,
      article_number: 'A-2',
      // What the reference carried besides stays.
      article_data: {
        manufacturerId: 'acme',
        artNo: 'A-1',
        finalArtNo: 'A-1-OAK',
        manufacturerName: 'Acme',
      },
      properties: [
        { property_tag_id: 'prop_colour', value_tag_id: 'val_colour_oak' },
        { property_tag_id: 'prop_width', value_freeform: '50' },
      ],
      remove_files: ['doc1'],
    });
  });

  it('removes the article data when the manufacturer or article is emptied', () => {
    const draft = draftOf(base);
    draft.article.artNo = ' ';
    expect(editOf(base, draft)).toEqual({ data_version: 5, article_data: null });
  });

  it('after a conflict, keeps only removals of files the item still has', () => {
    const draft = draftOf(base);
    draft.remove_files = ['doc1'];
    const current: EditableModel = { ...base, data_version: 6, files: [base.files[0]!] };
    expect(rebase(base, draft, current).remove_files).toEqual([]);
    expect(editOf(current, rebase(base, draft, current))).toEqual({ data_version: 6 });
  });
});
