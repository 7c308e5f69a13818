/** Wires repositories and services once, for the app and for start-up jobs alike. */
import type { BlobStore } from './blobs/blob-store';
import { createCatalogueRepository } from './catalogue/catalogue.repository';
import { createCatalogueService } from './catalogue/catalogue.service';
import { createDataportRepository } from './dataport/dataport.repository';
import { createDataportService } from './dataport/dataport.service';
import type { Store } from './store/store';

export function createServices(store: Store, blobs: BlobStore) {
  const catalogueRepository = createCatalogueRepository(store);
  return {
    store,
    blobs,
    catalogueRepository,
    catalogue: createCatalogueService(catalogueRepository),
    dataport: createDataportService(blobs, createDataportRepository(store)),
  };
}

export type Services = ReturnType<typeof createServices>;
