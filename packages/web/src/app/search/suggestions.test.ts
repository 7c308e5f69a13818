import { describe, expect, it } from 'vitest';
import { distinct } from './suggestions';

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
