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
      title: { en: 'Armchair', de: 'Sessel' },
      description: {},
      category_ids: ['c2'],
      state: 'draft',
    });
    expect(editOf(current, next)).toEqual({
      data_version: 6,
      title: { de: 'Sessel' },
      state: 'draft',
    });
  });
});
