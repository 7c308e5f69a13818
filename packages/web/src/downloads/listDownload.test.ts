import type { CadEntry, DataportEntry } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { fileStem, offeredFormats, planListDownload, type ListItem } from './listDownload';

const meta = (id: string, filetype: string, size: number, cadify?: string[]): DataportEntry => ({
  dataport_id: id,
  original_file: { filetype, media_type: '', size, file_hash: '', confidence: 1 },
  additional_headers: {},
  features: cadify ? { cadify } : {},
});
const cad = (format: string, dataport: string): CadEntry => ({ format, dataport });

const rules = {
  meta: {
    d1: meta('d1', 'dwg', 1000),
    g1: meta('g1', 'glb', 500, ['glb', 'obj', 'stl']),
    g2: meta('g2', 'glb', 700, ['glb', 'obj', 'stl']),
    p1: meta('p1', 'zip', 300),
    def: { ...meta('def', 'json', 10), features: { substance: ['package'] } },
  },
  writable: ['glb', 'obj', 'stl'],
};
const items: ListItem[] = [
  {
    id: 'chair',
    title: 'Chair: "Lina" 2/3',
    kind: 'models',
    cads: [cad('dwg', 'd1'), cad('glb', 'g1')],
  },
  { id: 'table', title: 'Table', kind: 'models', cads: [cad('glb', 'g2')] },
  { id: 'lamp', title: 'Lamp', kind: 'models', cads: [] },
  {
    id: 'oak',
    title: 'Oak',
    kind: 'materials',
    materials: [{ category: 'definition', dataport: 'def' }],
  },
];
const why = (item: ListItem) => `${item.title} is not there`;

describe('list downloads', () => {
  it('offers the formats the models have or can be converted to, most common first', () => {
    expect(offeredFormats(items, rules)).toEqual([
      { format: 'glb', count: 2 },
      { format: 'obj', count: 2 },
      { format: 'stl', count: 2 },
      { format: 'dwg', count: 1 },
    ]);
  });

  it('takes each model’s own file of the format, converts the others, names what is missing', () => {
    const plan = planListDownload(items, 'dwg', rules, why);
    expect(plan.entries).toEqual([
      { name: 'Chair Lina 2 3.dwg', dataport_id: 'd1', kind: 'file', label: 'Chair: "Lina" 2/3' },
      { name: 'Oak.zip', dataport_id: 'def', kind: 'material', label: 'Oak' },
    ]);
    expect(plan.skipped).toEqual([
      { label: 'Table', reason: 'Table is not there' },
      { label: 'Lamp', reason: 'Lamp is not there' },
    ]);
    const stl = planListDownload(items, 'stl', rules, why);
    expect(stl.entries.slice(0, 2)).toEqual([
      {
        name: 'Chair Lina 2 3.stl',
        dataport_id: 'g1',
        kind: 'cadify',
        format: 'stl',
        label: 'Chair: "Lina" 2/3',
      },
      { name: 'Table.stl', dataport_id: 'g2', kind: 'cadify', format: 'stl', label: 'Table' },
    ]);
    expect(stl.estimatedSize).toBe(500 + 700 + 10);
  });

  it('makes file names of any title', () => {
    expect(fileStem('  <>  ')).toBe('item');
    expect(fileStem('a'.repeat(300))).toHaveLength(100);
  });
});
