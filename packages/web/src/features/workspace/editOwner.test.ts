import type { EditableOwner } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import {
  linkProblems,
  missingLanguages,
  ownerChangedMeanwhile,
  ownerDraftOf,
  ownerEditOf,
  ownerReviewRows,
  rebaseOwner,
} from './editOwner';

const base: EditableOwner = {
  id: 'acme',
  data_version: 7,
  state: 'published',
  main_language: 'en',
  name_all: 'Acme',
  name: {},
  slogan: { en: 'Round things', de: 'Runde Sachen' },
  description: { en: 'We make balls.' },
  website: 'https://acme.example',
  email: '',
  logo_dataport: 'logo-1',
  banner_dataports: ['b-1'],
  modified_epochmillis: 0,
};

describe("a save of the brand's page", () => {
  it('sends only what the editor changed, from the version they started at', () => {
    const draft = ownerDraftOf(base);
    draft.slogan.de = ' Runde Dinge ';
    draft.description.fr = 'Nous faisons des balles.';
    draft.email = 'hello@acme.example';
    expect(ownerEditOf(base, draft)).toEqual({
      data_version: 7,
      slogan: { de: 'Runde Dinge' },
      description: { fr: 'Nous faisons des balles.' },
      email: 'hello@acme.example',
    });
    expect(ownerEditOf(base, ownerDraftOf(base))).toEqual({ data_version: 7 });
  });

  it('sends an emptied text or link as empty (removing it)', () => {
    const draft = ownerDraftOf(base);
    draft.slogan.de = '  ';
    draft.website = '';
    expect(ownerEditOf(base, draft)).toEqual({ data_version: 7, slogan: { de: '' }, website: '' });
  });

  it('keeps the editor’s changes on top of another save, and says what that one changed', () => {
    const draft = ownerDraftOf(base);
    draft.slogan.en = 'Balls and more';
    draft.name_all = 'Acme Inc.';
    const current: EditableOwner = {
      ...base,
      data_version: 8,
      slogan: { en: 'Round things', de: 'Runde Sachen', it: 'Cose rotonde' },
      website: 'https://acme.example/shop',
      banner_dataports: ['b-1', 'b-2'],
    };
    const next = rebaseOwner(base, draft, current);
    expect(next.slogan).toEqual({ en: 'Balls and more', de: 'Runde Sachen', it: 'Cose rotonde' });
    expect(next.name_all).toBe('Acme Inc.');
    expect(next.website).toBe('https://acme.example/shop');
    expect(ownerChangedMeanwhile(base, current)).toEqual([
      { field: 'slogan', language: 'it' },
      { field: 'website' },
      { field: 'banners' },
    ]);
    expect(ownerEditOf(current, next)).toEqual({
      data_version: 8,
      name_all: 'Acme Inc.',
      slogan: { en: 'Balls and more' },
    });
  });

  it('marks the languages lacking a text the main language has', () => {
    const draft = ownerDraftOf(base);
    expect(missingLanguages(draft, 'en', ['en', 'de', 'fr'])).toEqual(['de', 'fr']);
    draft.description.de = 'Wir machen Bälle.';
    expect(missingLanguages(draft, 'en', ['en', 'de', 'fr'])).toEqual(['fr']);
    expect(
      missingLanguages(ownerDraftOf({ ...base, slogan: {}, description: {} }), 'en', ['de']),
    ).toEqual([]);
  });

  it('flags a website without http(s) and a malformed e-mail, when the editor typed them', () => {
    const draft = ownerDraftOf(base);
    expect(linkProblems(draft, base)).toEqual({ website: false, email: false });
    draft.website = 'acme.example';
    draft.email = 'not an address';
    expect(linkProblems(draft, base)).toEqual({ website: true, email: true });
    // A stored website from an older source is kept as it is, not flagged.
    const older = { ...base, website: 'www.acme.example' };
    expect(linkProblems(ownerDraftOf(older), older).website).toBe(false);
  });

  it('shows each change with what it was and what it becomes before a save', () => {
    const draft = ownerDraftOf(base);
    draft.slogan.de = ' Runde Dinge ';
    draft.website = '';
    const label = (c: { field: string; language?: string }) =>
      c.language ? `${c.field} (${c.language})` : c.field;
    expect(ownerReviewRows(base, draft, label)).toEqual([
      { key: 'slogan-de', label: 'slogan (de)', before: 'Runde Sachen', after: 'Runde Dinge' },
      { key: 'website-', label: 'website', before: 'https://acme.example', after: '' },
    ]);
  });
});
