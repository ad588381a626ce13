import {
  classBoardCsv,
  classroomMessages,
  QA_TEACHER_KEY_HEADER,
  qaClassFileEndpoints,
  qaEndpoints,
} from '@shop/core/qa';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { noStore } from '../http/no-store';
import { registerEndpoint } from '../http/register-endpoint';
import { registerFileEndpoint } from '../http/register-file-endpoint';
import type { ClassBoardStreams } from '../qa/class-board-streams';
import type { ClassroomCaller, ClassroomService } from '../qa/classroom-service';
import { qaContextOf } from '../qa/qa-context';
import { qaMessages } from './qa';

export interface QaClassRoutesOptions {
  readonly classroom: ClassroomService;
  readonly boards: ClassBoardStreams;
}

/** The caller of a learner's or a new teacher's call: it must send its sandbox key. */
export function classroomCaller(request: FastifyRequest): ClassroomCaller {
  const { sandboxKey } = qaContextOf(request);
  if (!sandboxKey) throw new HttpError(400, qaMessages.sandboxRequired);
  return { sandboxKey, address: request.ip };
}

/** A teacher call's key: the header, or `?key=` (links and EventSource cannot send headers). */
function teacherKeyOf(request: FastifyRequest, query: { key?: string | undefined }): string | undefined {
  const sent = request.headers[QA_TEACHER_KEY_HEADER];
  return typeof sent === 'string' ? sent : query.key;
}

/** Classroom mode's calls under /api/v1/qa/classes (demo mode only). */
export const qaClassRoutes: FastifyPluginAsync<QaClassRoutesOptions> = async (app, { classroom, boards }) => {
  // Replies carry teacher keys and boards: never kept by a browser or proxy cache.
  app.addHook('onRequest', noStore);
  // An open board would keep the server from closing.
  app.addHook('preClose', async () => boards.endAll());

  registerEndpoint(app, qaEndpoints.createClass, async ({ body, request }) =>
    classroom.create(classroomCaller(request), body),
  );

  registerEndpoint(app, qaEndpoints.joinClass, async ({ params, body, request }) =>
    classroom.join(classroomCaller(request), params.code, body.nickname),
  );

  registerEndpoint(app, qaEndpoints.leaveClass, async ({ params, request }) => {
    await classroom.leave(classroomCaller(request).sandboxKey, params.code);
    return { message: classroomMessages.left };
  });

  registerEndpoint(app, qaEndpoints.classBoard, async ({ params, query, request }) =>
    classroom.board(await classroom.teacherClass(params.code, teacherKeyOf(request, query))),
  );

  registerEndpoint(app, qaEndpoints.setClassSwitches, async ({ params, query, body, request }) => {
    const row = await classroom.teacherClass(params.code, teacherKeyOf(request, query));
    return { switches: [...(await classroom.setSwitches(row, body.switches))] };
  });

  registerFileEndpoint(app, qaClassFileEndpoints.boardCsv, async ({ params, query, request, reply }) => {
    const row = await classroom.teacherClass(params.code, teacherKeyOf(request, query));
    const csv = classBoardCsv(await classroom.board(row));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="class-${row.code}.csv"`)
      .send(csv);
  });

  registerFileEndpoint(app, qaClassFileEndpoints.events, async ({ params, query, request, reply }) => {
    const row = await classroom.teacherClass(params.code, teacherKeyOf(request, query));
    // A stream that closes makes EventSource reconnect; a 410 makes it stop.
    if (classroom.hasEnded(row)) throw new HttpError(410, classroomMessages.ended);
    const [board, fingerprint] = await Promise.all([
      classroom.board(row),
      classroom.boardFingerprint(row.code),
    ]);
    const stream = boards.stream(
      {
        code: row.code,
        endsAt: row.endsAt,
        fingerprint: () => classroom.boardFingerprint(row.code),
        board: () => classroom.currentBoard(row.code),
      },
      { board, fingerprint },
    );
    // Proxies such as nginx would hold a streamed reply back until it ends.
    return reply.type('text/event-stream').header('x-accel-buffering', 'no').send(stream);
  });
};
