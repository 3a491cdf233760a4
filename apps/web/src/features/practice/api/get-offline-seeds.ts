import type { OfflineSeeds } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { apiRequest } from '../../../lib/api';

/** GET /api/practice/offline-seeds: a signed batch of seeds per free skill and per category. */
export function getOfflineSeeds(): Promise<OfflineSeeds> {
  return apiRequest<OfflineSeeds>(apiPaths.offlineSeeds);
}
