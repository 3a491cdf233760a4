/**
 * The teacher's live stream of a set (server-sent events) and its results as CSV. Both answer only
 * the teacher who made the set: 401 `teacher_required` without a session, 404 `not_found` for a
 * set that is not theirs (whether it exists is not said).
 *
 * Streams still open when the server closes are ended first, so the close does not wait on them;
 * the browser reconnects (to another process behind the load balancer) and, sending the last id
 * it got, loses nothing.
 */
import { operations } from '@mathtools/contracts/operations';
import type { FastifyPluginAsyncZod } from '../../lib/zod-schemas.js';
import { csvFilename, setResultsCsv } from '../../live/csv.js';
import { lastEventId } from '../../live/events.js';
import { SetEventStream } from '../../live/stream.js';
import { requireTeacher } from './auth.js';
import { ownSet } from './sets.js';

const EVENT_ID = /^[0-9]{1,15}$/;

/**
 * Where a stream starts: after the larger of `Last-Event-ID` (sent by a browser that reconnects,
 * with the last id it got) and `?after=` (the id the page's snapshot ended at); undefined when
 * neither is given. A header that is no event id is ignored.
 */
export function streamStart(header: unknown, after: string | undefined): number | undefined {
  const ids = [typeof header === 'string' ? header.trim() : undefined, after]
    .filter((id): id is string => id !== undefined && EVENT_ID.test(id))
    .map(Number);
  return ids.length > 0 ? Math.max(...ids) : undefined;
}

const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasRequestDecorator('teacherId')) app.decorateRequest('teacherId', '');
  const open = new Set<SetEventStream>();
  app.addHook('preClose', async () => {
    for (const stream of open) stream.finish();
  });

  app.route({
    ...operations.streamClassEvents,
    preHandler: requireTeacher,
    handler: async (request, reply) => {
      const { setId } = request.params;
      await ownSet(app, request.teacherId, setId);
      // Without a starting point the stream sends what happens from now on.
      const afterId =
        streamStart(request.headers['last-event-id'], request.query.after) ??
        (await lastEventId(app.db, setId));
      const stream = new SetEventStream({
        db: app.db,
        setId,
        afterId,
        subscribe: app.live.subscribe,
        log: request.log,
      });
      open.add(stream);
      stream.once('close', () => open.delete(stream));
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          // Proxies such as nginx would otherwise hold events back to fill a buffer.
          .header('x-accel-buffering', 'no')
          .send(stream)
      );
    },
  });

  app.route({
    ...operations.exportClassSet,
    preHandler: requireTeacher,
    handler: async (request, reply) => {
      const { setId } = request.params;
      const { title } = await ownSet(app, request.teacherId, setId);
      const csv = await setResultsCsv(app.db, setId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${csvFilename(title)}"`)
        .send(csv);
    },
  });
};

export default liveRoutes;
