/** List downloads (docs/FILES.md "List downloads"): make a bundle, follow its progress. */
import type { BundleRequest, BundleStatus } from '@vitrine/contracts';
import { dataportJson, jsonPost } from './client';

export const createBundle = (request: BundleRequest) =>
  dataportJson<BundleStatus>('/v1/bundles', jsonPost(JSON.stringify(request)));

export const bundleStatus = (id: string, signal?: AbortSignal) =>
  dataportJson<BundleStatus>(`/v1/bundles/${encodeURIComponent(id)}`, { signal: signal ?? null });
