import { describe, expect, it } from 'vitest';
import { distinct, wordsBefore } from './suggestions';

describe('distinct suggestions', () => {
  it('keeps one label per item, the one in the UI language', () => {
    const out = distinct(
      [
        { label: 'Nord side tables', id: 'fam_1', language: 'en' },
        { label: 'Beistelltische Nord', id: 'fam_1', language: 'de' },
        { label: 'Nord desks', id: 'fam_2', language: 'en' },
      ],
      'de',
    );
    expect(out.map((c) => c.label)).toEqual(['Beistelltische Nord', 'Nord desks']);
  });

  it('merges equal labels without ids and shows at most three', () => {
    const labels = ['Oak', 'oak', 'Ash', 'Elm', 'Fir'].map((label) => ({ label, language: 'en' }));
    expect(distinct(labels, 'en').map((c) => c.label)).toEqual(['Oak', 'Ash', 'Elm']);
  });
});

describe('words kept before a completed last word', () => {
  it('keeps the earlier words when the label completes only the last one', () => {
    expect(wordsBefore('Stuhl oa', 'Oak')).toBe('Stuhl');
    expect(wordsBefore('Tisch weiß ei', 'Eiche')).toBe('Tisch weiß');
  });

  it('keeps nothing when the label completes the whole query or it is one word', () => {
    expect(wordsBefore('Casa V', 'Casa Vento')).toBe('');
    expect(wordsBefore('dining ta', 'Oak dining table')).toBe('');
    expect(wordsBefore('chai', 'Chairs')).toBe('');
    expect(wordsBefore('stühle', 'Stühle')).toBe('');
  });
});
