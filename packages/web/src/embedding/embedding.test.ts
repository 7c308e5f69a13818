/**
 * The app side of embedding, without a browser: what the URL and the host's configuration
 * decide, the formats each client mode offers, where pCat.navigate leads, and the answer to
 * pCat.checkRevisions.
 */
import { describe, expect, it } from 'vitest';
import { allowedHostOrigins } from './connection';
import { actionOf, byModeOrder, offeredFormats } from './formats';
import { navigationTarget } from './navigate';
import { revisionStatuses } from './revisions';
import { stateFromUrl, withConfiguration } from './state';

describe('the URL and the host configuration', () => {
  it('read the client mode, display settings, autocomplete and date from the URL', () => {
    const state = stateFromUrl(
      '?client=sketchup&noheader&nolanguagechooser=1&scrollupbutton=false&autocomplete=false&date=2026-11-01',
    );
    expect(state.client).toBe('sketchup');
    expect(state.invalidClient).toBe(false);
    expect(state.display).toEqual({
      hideLanguageChooser: true,
      noHeader: true,
      snapshotButton: false,
      scrollUpButton: false,
      externalCatalogs: true,
    });
    // Every client mode hands downloads to the host; nothing else by default.
    expect(state.hostHandles).toEqual({ download: true, configure: false, imageClick: false });
    expect(state.autocomplete).toBe(false);
    expect(state.modifiedSince).toBe(Date.UTC(2026, 10, 1));
  });

  it('marks an unknown client, and standalone pages keep their downloads', () => {
    expect(stateFromUrl('?client=autocad')).toMatchObject({
      client: undefined,
      invalidClient: true,
    });
    expect(stateFromUrl('').hostHandles.download).toBe(false);
  });

  it("lets the configuration's values win and keeps what it leaves out", () => {
    const state = withConfiguration(stateFromUrl('?client=autocad&noheader'), {
      client: 'p-cat-ac',
      display: { snapshotButton: true },
      allowedFormats: { cad: ['dxf'] },
      hostHandles: { imageClick: true },
    });
    expect(state.client).toBe('p-cat-ac');
    expect(state.invalidClient).toBe(false);
    expect(state.display).toMatchObject({ noHeader: true, snapshotButton: true });
    expect(state.hostFormats).toEqual({ cad: ['dxf'] });
    expect(state.hostHandles).toEqual({ download: true, configure: false, imageClick: true });
    const standalone = withConfiguration(stateFromUrl(''), { hostHandles: { download: true } });
    expect(standalone.hostHandles.download).toBe(true);
  });

  it("takes the host's header tabs over the URL's, and the URL's when the host names none", () => {
    const fromUrl = stateFromUrl('?tabs=models,brands');
    expect(fromUrl.headerTabs).toEqual(['models', 'brands']);
    expect(withConfiguration(fromUrl, { headerTabs: ['materials'] }).headerTabs).toEqual([
      'materials',
    ]);
    expect(withConfiguration(fromUrl, {}).headerTabs).toEqual(['models', 'brands']);
    expect(stateFromUrl('').headerTabs).toBeUndefined();
  });
});

describe('formats per client mode', () => {
  it("keep the mode's list and order, narrowed by the host's and the operator's", () => {
    expect(offeredFormats('p-cat-ac', {}, {})).toEqual({ cad: ['dwg', 'dxf'] });
    expect(offeredFormats('sketchup', { cad: ['glb', 'skp', 'obj'] }, {}).cad).toEqual([
      'skp',
      'glb',
    ]);
    expect(offeredFormats('pcon.planner', {}, { material: ['matz', 'zip'] })).toMatchObject({
      material: ['matz'],
    });
    // No mode, no lists: every format; a set empty list: none.
    expect(offeredFormats(undefined, {}, {})).toEqual({});
    expect(offeredFormats(undefined, { cad: [] }, {})).toEqual({ cad: [] });
    // Modes without material formats leave materials to the host's list.
    expect(offeredFormats('sketchup', { material: ['zip'] }, {}).material).toEqual(['zip']);
  });

  it('label the button per mode and sort entries by the mode', () => {
    expect([actionOf('sketchup'), actionOf('pcon.roomplanner'), actionOf(undefined)]).toEqual([
      'import',
      'open',
      'download',
    ]);
    const entries = [{ format: 'glb' }, { format: 'stl' }, { format: 'dxf' }];
    expect(byModeOrder(entries, ['dxf', 'glb']).map((e) => e.format)).toEqual([
      'dxf',
      'glb',
      'stl',
    ]);
    expect(byModeOrder(entries, undefined)).toEqual(entries);
  });
});

describe('pCat.navigate', () => {
  it("goes to the app path, keeping the start page's embedding parameters", () => {
    const start = '?client=sketchup&lang=de&noheader=true&m=m1&q=chair';
    expect(navigationTarget('/brands', start)).toBe(
      '/brands?client=sketchup&lang=de&noheader=true',
    );
    expect(navigationTarget('/materials?q=oak&client=p-cat-ac', start)).toBe(
      '/materials?q=oak&client=p-cat-ac&lang=de&noheader=true',
    );
    expect(navigationTarget('/', '')).toBe('/');
  });
});

describe('host origins', () => {
  it("are the app's own and the operator's, or any with *", () => {
    expect(allowedHostOrigins('http://app', ['https://planner.example'])).toEqual([
      'http://app',
      'https://planner.example',
    ]);
    expect(allowedHostOrigins('http://app', [])).toEqual(['http://app']);
    expect(allowedHostOrigins('http://app', ['*'])).toBe('*');
  });
});

describe('pCat.checkRevisions', () => {
  it('says per model, in order, whether it is current, changed, deprecated or missing', () => {
    const asked = [
      { id: 'a', dataVersion: 3 },
      { id: 'b', dataVersion: 3 },
      { id: 'c', dataVersion: 3 },
      { id: 'gone', dataVersion: 1 },
    ];
    const found = [
      { id: 'c', state: 'deprecated', data_version: 4 },
      { id: 'b', state: 'available', data_version: 5 },
      { id: 'a', state: 'available', data_version: 3 },
    ];
    expect(revisionStatuses(asked, found)).toEqual([
      { id: 'a', dataVersion: 3, status: 'current', currentDataVersion: 3 },
      { id: 'b', dataVersion: 3, status: 'changed', currentDataVersion: 5 },
      { id: 'c', dataVersion: 3, status: 'deprecated', currentDataVersion: 4 },
      { id: 'gone', dataVersion: 1, status: 'missing' },
    ]);
  });
});
