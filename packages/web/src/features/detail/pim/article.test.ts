import { describe, expect, it, vi } from 'vitest';
import { pimArticleOf, webLink } from './article';

const withPim = (payload: string) => ({
  references: [
    { category: 'manufacturer_id', payload: 'mf_1' },
    { category: 'egr_pim', payload },
  ],
});

describe('the article a model asks product information for', () => {
  it("sends the egr_pim reference's known fields, nothing else", () => {
    const article = pimArticleOf(
      withPim(
        JSON.stringify({
          manufacturerId: 'mf_1',
          artNo: 'HOL-1',
          finalArtNo: 'HOL-1-OA1',
          varCode: 'MATERIAL=OAK',
          colour: 'red',
          language: '',
          weight: 3,
        }),
      ),
    );
    expect(article).toEqual({
      manufacturerId: 'mf_1',
      artNo: 'HOL-1',
      finalArtNo: 'HOL-1-OA1',
      varCode: 'MATERIAL=OAK',
    });
  });

  it('has none without manufacturerId and artNo, or with broken JSON', () => {
    expect(pimArticleOf({ references: [] })).toBeUndefined();
    expect(pimArticleOf(withPim(JSON.stringify({ artNo: 'HOL-1' })))).toBeUndefined();
    expect(pimArticleOf(withPim('{"artNo":'))).toBeUndefined();
    expect(pimArticleOf(withPim('null'))).toBeUndefined();
  });

  it('reports the fields the spec expects and the data lacks, once, and still asks', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const model = {
      id: 'model_stool',
      ...withPim(JSON.stringify({ manufacturerId: 'mf_9', artNo: 'ST-1', shortText: 'Stool' })),
    };
    expect(pimArticleOf(model)).toEqual({
      manufacturerId: 'mf_9',
      artNo: 'ST-1',
      shortText: 'Stool',
    });
    pimArticleOf(model);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toBe(
      'Article data of model model_stool lacks manufacturer, manufacturerName, program, ' +
        'programId, programName, finalArtNo, varCode, longText, language, distributionRegion',
    );
    warn.mockRestore();
  });

  it('gives website links a scheme (spec 02 s.5)', () => {
    expect(webLink('www.a.example')).toBe('https://www.a.example');
    expect(webLink('http://a.example')).toBe('http://a.example');
  });
});
