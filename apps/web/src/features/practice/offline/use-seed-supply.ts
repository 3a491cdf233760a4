import { useEffect } from 'react';
import { getOfflineSeeds } from '../api/get-offline-seeds';
import { keepSeeds, needsSeeds } from './seed-store';

/**
 * While the practice page is open online, keeps this browser supplied with seeds for offline
 * practice (`seed-store.ts`): new batches when none are kept, they are about to expire, or some
 * run low. A failure is left alone: the next visit asks again, and offline practice says when a
 * subject has no problems left.
 */
export function useOfflineSeedSupply(online: boolean): void {
  useEffect(() => {
    if (!online || !needsSeeds(window.localStorage)) return;
    let current = true;
    getOfflineSeeds().then(
      (seeds) => {
        if (current) keepSeeds(window.localStorage, seeds);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [online]);
}
