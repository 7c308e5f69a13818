import { describe, expect, it } from 'vitest';
import { languageOfFile } from './catalog';
import { mapFileName, opacityOf, parseMtl, parseObj } from '@vitrine/mesh/obj';
import { decodePropertiesBytes, parseProperties } from './properties';

describe('parseProperties', () => {
  it('reads =, : and blank separators with blanks around them', () => {
    const p = parseProperties('a=1\nb : 2\nc 3\n  d\t=\t4  \ne=\nf');
    expect([...p]).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c', '3'],
      ['d', '4  '],
      ['e', ''],
      ['f', ''],
    ]);
  });

  it('skips # and ! comments and blank lines, keeps later duplicates', () => {
    const p = parseProperties('# comment\n   ! also a comment\n\n  \nkey=first\nkey=second\n');
    expect([...p]).toEqual([['key', 'second']]);
  });

  it('joins continuation lines, dropping the next line’s leading blanks', () => {
    const p = parseProperties('tags#1=Blend Swap, \\\n     Seat, \\\r\n\tChair\nnext=x');
    expect(p.get('tags#1')).toBe('Blend Swap, Seat, Chair');
    expect(p.get('next')).toBe('x');
  });

  it('does not continue after an even number of backslashes or a comment line', () => {
    const p = parseProperties('path=C:\\\\\nother=1\n# comment \\\nthird=3');
    expect(p.get('path')).toBe('C:\\');
    expect(p.get('other')).toBe('1');
    expect(p.get('third')).toBe('3');
  });

  it('resolves \\u, \\t, \\n and escaped separators in keys and values', () => {
    const p = parseProperties(
      'name#1=\\u0416\\u0435\\u043d\\u0449\\u0438\\u043d\\u0430\nkey\\=with\\:seps\\ x=a\\tb\\nc\\=d\\\\e\nbad=\\u12\n',
    );
    expect(p.get('name#1')).toBe('Женщина');
    expect(p.get('key=with:seps x')).toBe('a\tb\nc=d\\e');
    expect(p.get('bad')).toBe('\\u12');
  });

  it('treats a continuation line starting with # as value text', () => {
    expect(parseProperties('a=1\\\n#2').get('a')).toBe('1#2');
  });

  it('decodes UTF-8, else ISO-8859-1 like Java 9+ resource bundles', () => {
    expect(decodePropertiesBytes(Buffer.from('license=© Kator', 'latin1'))).toBe('license=© Kator');
    expect(decodePropertiesBytes(Buffer.from('name=Fauteuil à bascule', 'utf8'))).toBe(
      'name=Fauteuil à bascule',
    );
  });
});

describe('catalogue file names', () => {
  it('maps localized files to language codes', () => {
    expect(languageOfFile('PluginFurnitureCatalog.properties')).toBe('en');
    expect(languageOfFile('PluginFurnitureCatalog_de.properties')).toBe('de');
    expect(languageOfFile('PluginFurnitureCatalog_pt_PT.properties')).toBe('pt-PT');
    expect(languageOfFile('PluginFurnitureCatalog_zh_CN.properties')).toBe('zh-CN');
    expect(languageOfFile('Other.properties')).toBeUndefined();
  });
});

describe('parseObj', () => {
  it('fans polygons, resolves negative indices and keeps materials apart', () => {
    const obj = parseObj(
      [
        'mtllib my materials.mtl',
        'v 0 0 0',
        'v 1 0 0',
        'v 1 1 0',
        'v 0 1 0',
        'vt 0 0',
        'vn 0 0 1',
        'usemtl red',
        'f -4/1/1 -3/1/1 -2/1/1 -1/1/1',
        'usemtl blue',
        's 1',
        'f 1//1 2//1 \\',
        '  3//1',
        'f 1 2',
        'f 1 2 9',
      ].join('\n'),
    );
    expect(obj.mtllibs).toEqual(['my materials.mtl']);
    const [red, blue] = obj.parts;
    expect(red!.material).toBe('red');
    expect(red!.corners).toEqual([0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 0, 0, 2, 0, 0, 3, 0, 0]);
    expect(red!.smoothing).toEqual([0, 0]);
    expect(blue!.corners).toEqual([0, -1, 0, 1, -1, 0, 2, -1, 0]);
    expect(blue!.smoothing).toEqual([1]);
    expect(obj.hasSmoothing).toBe(true);
    expect(obj.badFaces).toBe(1);
  });
});

describe('parseMtl', () => {
  it('reads colours, opacity and map names with options and blanks', () => {
    const mtl = parseMtl(
      [
        'newmtl Wood',
        'Kd 0.5 0.4 0.3',
        'Tr 0.25',
        'map_Kd -s 2 2 1 -clamp on C:/My Textures/oak wood.jpg',
        'newmtl Glass',
        'd 0.3',
        'Tr 0.9',
      ].join('\r\n'),
    );
    expect(mtl.get('Wood')).toMatchObject({
      kd: [0.5, 0.4, 0.3],
      mapKd: 'C:/My Textures/oak wood.jpg',
    });
    expect(opacityOf(mtl.get('Wood'))).toBe(0.75);
    expect(opacityOf(mtl.get('Glass'))).toBe(0.3);
    expect(mapFileName('-bm 0.5 bump.png')).toBe('bump.png');
  });
});
