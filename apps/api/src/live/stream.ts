/**
 * A teacher's live stream of one set, as server-sent events: each event of the set's log after a
 * given id, as `id: <event id>`, `event: cell`, `data: <payload>`.
 *
 * The stream pulls: it reads the log only when its reader has taken what was sent before (Node's
 * `_read`), at most `BATCH` events at a time, so a slow reader holds at most a batch and the
 * socket's buffer in memory, however many events arrive meanwhile. A notification only marks the
 * log as worth reading; however many arrive while a read is under way, one more read follows, and
 * it starts after the last id sent, so notifications that were coalesced, duplicated or lost lose
 * nothing. Every `heartbeatMs` a comment keeps proxies from closing an idle connection, and the
 * log is read again, which bounds the delay of an update whose notification was lost.
 */
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { LiveListener } from './bus.js';
import { eventsAfter } from './events.js';

/** Events read from the log at a time. */
export const BATCH = 100;

/** How long a browser waits before reconnecting after the stream ends (EventSource `retry`). */
export const RETRY_MS = 2_000;

export const HEARTBEAT_MS = 15_000;

/** One event in the text/event-stream format (a payload line break would start a new field). */
export const formatEvent = (id: number, payload: string) =>
  `id: ${id}\nevent: cell\ndata: ${payload.replace(/\r\n|\r|\n/g, '\ndata: ')}\n\n`;

export interface SetStreamOptions {
  db: Kysely<Database>;
  setId: string;
  /** The stream sends the events after this one. */
  afterId: number;
  subscribe: (setId: string, listener: LiveListener) => () => void;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
}

export class SetEventStream extends Readable {
  private lastId: number;
  /** The log may hold events after `lastId`. */
  private stale = true;
  /** The reader wants more (`_read` was called since a `push` returned false). */
  private wanted = false;
  private reading = false;
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(private readonly options: SetStreamOptions) {
    super({ encoding: 'utf8' });
    this.lastId = options.afterId;
    this.unsubscribe = options.subscribe(options.setId, (eventId) => {
      if (eventId <= this.lastId) return;
      this.stale = true;
      this.pump();
    });
    this.heartbeat = setInterval(() => {
      this.stale = true;
      // A comment only when the reader keeps up: to one that does not, it would only queue.
      if (this.wanted) this.wanted = this.push(': heartbeat\n\n');
      this.pump();
    }, options.heartbeatMs ?? HEARTBEAT_MS);
    this.heartbeat.unref();
    // Sent at once, so the response's headers go out before the first event.
    this.push(`retry: ${RETRY_MS}\n\n`);
  }

  /** The id of the last event sent. */
  get lastEventId(): number {
    return this.lastId;
  }

  override _read(): void {
    this.wanted = true;
    this.pump();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    callback(error);
  }

  /** Ends the stream (the server is closing); the browser reconnects to another process. */
  finish(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    this.push(null);
  }

  private pump(): void {
    if (this.reading || !this.wanted || !this.stale || this.destroyed || this.readableEnded) return;
    this.reading = true;
    this.stale = false;
    const { db, setId, log } = this.options;
    let again = false;
    eventsAfter(db, setId, this.lastId, BATCH)
      .then((events) => {
        if (this.destroyed || this.readableEnded) return;
        for (const event of events) {
          this.lastId = event.id;
          this.wanted = this.push(formatEvent(event.id, event.payload));
        }
        // A full batch: more may follow at once. A notification that came meanwhile set `stale`.
        if (events.length === BATCH) this.stale = true;
        again = this.stale;
      })
      .catch((err: Error) => {
        // The database is away: the next notification or heartbeat tries again, not a loop now.
        this.stale = true;
        log.warn({ err: err.message, setId }, 'live stream: reading the event log failed');
      })
      .finally(() => {
        this.reading = false;
        if (again) this.pump();
      });
  }
}
