/**
 * Sends the answers kept offline once the browser is online (on the practice page): at once when
 * it comes online or the page opens with some waiting, and again every RETRY_MS while some are
 * left after a failure (the network, or the server busy). When the server has counted any, the
 * progress card and the skill list are read again, so they show them.
 */
import { apiPaths } from '@mathtools/contracts/paths';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOnline } from '../../../app/pwa/use-online';
import { apiRequest } from '../../../lib/api';
import { type FlushResult, flushQueue } from './queue';

/** Wait before trying again while attempts are left after a failure. */
export const RETRY_MS = 30_000;

const sendQueue = (): Promise<FlushResult> =>
  flushQueue(window.localStorage, (attempt) =>
    apiRequest(apiPaths.offlineAttempts, { method: 'POST', data: attempt }),
  );

/**
 * One tab sends at a time (a Web Lock, where the browser has them): another tab waits and then
 * finds the queue emptied. Without locks two tabs may send the same attempt; the server counts it
 * once either way.
 */
const sendQueueAlone = (): Promise<FlushResult> =>
  navigator.locks ? navigator.locks.request('mt-offline-attempts', sendQueue) : sendQueue();

export function OfflineSync() {
  const online = useOnline();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!online) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      sendQueueAlone().then(
        ({ sent, left }) => {
          if (sent > 0) {
            void queryClient.invalidateQueries({ queryKey: ['practice', 'progress'] });
            void queryClient.invalidateQueries({ queryKey: ['practice', 'skills'] });
          }
          if (current && left > 0) timer = setTimeout(run, RETRY_MS);
        },
        () => {
          if (current) timer = setTimeout(run, RETRY_MS);
        },
      );
    };
    run();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [online, queryClient]);

  return null;
}
