/** Brand tabs (spec 01 s.2): a closed tab stays closed while the page being left still renders. */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownerTabsStore } from '../../storage/recentOwnerTabs';
import { closeBrandTab, rememberPath } from './tabs';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

const labels = () => ownerTabsStore.read().map((tab) => tab.label);

describe('brand tabs', () => {
  // A `window` left behind would make the next file in this worker look like a browser to
  // its libraries (PGlite then calls window.encodeURIComponent).
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    vi.stubGlobal('window', { location: { pathname: '/', search: '' } });
    rememberPath('/brands', '');
  });

  it('opens a tab once the brand is known, in visiting order', () => {
    rememberPath('/brands/nordlys', '');
    expect(labels()).toEqual([]);
    rememberPath('/brands/nordlys', '', 'Nordlys');
    rememberPath('/brands/casavento/models', '', 'Casa Vento');
    expect(labels()).toEqual(['Nordlys', 'Casa Vento']);
  });

  it('does not open again a tab closed while its page still renders (a navigation pending)', () => {
    rememberPath('/brands/nordlys', '', 'Nordlys');
    rememberPath('/brands/casavento/models', '', 'Casa Vento');
    rememberPath('/brands/holzwerk', '', 'Holzwerk Lindner');
    rememberPath('/brands/casavento/models', '', 'Casa Vento');
    window.location.pathname = '/brands/casavento/models';
    const went: string[] = [];
    closeBrandTab('casavento', (path) => went.push(path));
    expect(went).toEqual(['/brands/holzwerk']);
    // The page being left renders again, its brand name gone and back, before the router
    // commits the navigation.
    rememberPath('/brands/casavento/models', '');
    rememberPath('/brands/casavento/models', '', 'Casa Vento');
    expect(labels()).toEqual(['Nordlys', 'Holzwerk Lindner']);
    // A later visit opens it again.
    rememberPath('/brands/holzwerk', '', 'Holzwerk Lindner');
    rememberPath('/brands/casavento', '', 'Casa Vento');
    expect(labels()).toEqual(['Nordlys', 'Holzwerk Lindner', 'Casa Vento']);
  });

  it('does not open again a tab closed before its page knew the brand (a slow page)', () => {
    rememberPath('/brands/nordlys', '', 'Nordlys');
    rememberPath('/brands/casavento/models', '', 'Casa Vento');
    rememberPath('/brands/holzwerk', '', 'Holzwerk Lindner');
    // Back on Casa Vento's tab, closed before its page has its brand's name.
    rememberPath('/brands/casavento/models', '');
    window.location.pathname = '/brands/casavento/models';
    const went: string[] = [];
    closeBrandTab('casavento', (path) => went.push(path));
    expect(went).toEqual(['/brands/holzwerk']);
    rememberPath('/brands/casavento/models', '', 'Casa Vento');
    expect(labels()).toEqual(['Nordlys', 'Holzwerk Lindner']);
    // So closing Holzwerk next goes to Nordlys, not to a Casa Vento tab come back.
    rememberPath('/brands/holzwerk', '', 'Holzwerk Lindner');
    window.location.pathname = '/brands/holzwerk';
    closeBrandTab('holzwerk', (path) => went.push(path));
    expect(went).toEqual(['/brands/holzwerk', '/brands/nordlys']);
  });

  it('opens a closed tab again when its brand is visited after another page', () => {
    rememberPath('/brands/nordlys', '', 'Nordlys');
    closeBrandTab('nordlys', () => undefined);
    rememberPath('/legal/imprint', '');
    rememberPath('/brands/nordlys', '', 'Nordlys');
    expect(labels()).toEqual(['Nordlys']);
  });
});
