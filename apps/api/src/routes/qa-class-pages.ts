import formbody from '@fastify/formbody';
import {
  classBoardPagePath,
  classFormFields,
  classSwitchesFormPath,
  liveScenarios,
  QA_CLASS_FORM_PATHS,
  QA_CLASSES_PATH,
  QA_PAGE_PATH,
} from '@shop/core/qa';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { type ServerPages, sendServerPage } from '../http/server-pages';
import { type ClassroomService, teacherLinks } from '../qa/classroom-service';
import { assertSameOrigin, type ClassroomRefused, type QaToolsPageSender } from './qa-page';
import { classroomCaller } from './qa-classes';

export interface QaClassPageRoutesOptions {
  readonly classroom: ClassroomService;
  readonly pages: ServerPages;
  /** A refused create or join form answers with the /qa page, the refusal beside the form. */
  readonly sendQaTools: QaToolsPageSender;
}

type FormBody = Record<string, string | string[] | undefined>;

/** A form field's text (the last, if sent more than once); '' when missing. */
const field = (form: FormBody, name: string): string => {
  const value = form[name];
  return (Array.isArray(value) ? value.at(-1) : value)?.trim() ?? '';
};

/** Every value of a field sent once per ticked box. */
const fields = (form: FormBody, name: string): string[] => {
  const value = form[name];
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((item) => item.trim());
};

const see = (reply: FastifyReply, location: string) => reply.code(303).header('location', location).send();

/**
 * Classroom mode's pages (demo mode; the pages' context, under their CSP): the teacher's board at
 * `/qa/classes/{code}?key=…`, and the /qa page's create, join and leave forms, which answer as the
 * API does but in pages — a redirect when done, the /qa page with the refusal beside its form (and
 * the refusal's status) when not.
 */
export const qaClassPageRoutes: FastifyPluginAsync<QaClassPageRoutesOptions> = async (
  app,
  { classroom, pages, sendQaTools },
) => {
  /** Runs a form's work; a refusal it meets is shown on the /qa page beside that form. */
  async function orRefused(
    request: FastifyRequest,
    reply: FastifyReply,
    form: ClassroomRefused['form'],
    typed: Record<string, string>,
    work: () => Promise<FastifyReply>,
  ): Promise<FastifyReply> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      if (error.headers) reply.headers(error.headers);
      return sendQaTools(request, reply, {
        form: { form, message: error.message, typed },
        status: error.statusCode,
      });
    }
  }

  app.get<{ Params: { code: string }; Querystring: { key?: string } }>(
    `${QA_CLASSES_PATH}/:code`,
    { schema: { hide: true }, helmet: pages.helmet },
    async (request, reply) => {
      const key = typeof request.query.key === 'string' ? request.query.key : '';
      let row;
      try {
        row = await classroom.teacherClass(request.params.code, key);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return sendServerPage(
          reply,
          pages,
          (render) => render.classBoardRefused({ message: error.message }),
          error.statusCode,
        );
      }
      const board = await classroom.board(row);
      const { eventsUrl, csvUrl } = teacherLinks(row.code, key);
      return sendServerPage(reply, pages, (render) =>
        render.classBoard({
          board,
          teacherKey: key,
          switches: board.switches,
          liveScenarios,
          eventsUrl,
          csvUrl,
        }),
      );
    },
  );

  await app.register(async (forms) => {
    await forms.register(formbody);
    forms.addHook('preHandler', async (request) => assertSameOrigin(request));

    forms.post(QA_CLASS_FORM_PATHS.create, { schema: { hide: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as FormBody;
      const names = classFormFields.create;
      const exerciseIds = fields(form, names.exerciseIds);
      const typed = {
        [names.name]: field(form, names.name),
        [names.endsAt]: field(form, names.endsAt),
        // The ticks as text, so a refused form shows them as they were.
        [names.exerciseIds]: exerciseIds.join(','),
      };
      return orRefused(request, reply, 'create', typed, async () => {
        const made = await classroom.create(classroomCaller(request), {
          name: typed[names.name] ?? '',
          endsAt: typed[names.endsAt] ?? '',
          // None ticked: the class counts every exercise.
          exerciseIds: exerciseIds.length === 0 ? undefined : exerciseIds,
        });
        return see(reply, made.teacherLink);
      });
    });

    forms.post(QA_CLASS_FORM_PATHS.join, { schema: { hide: true } }, async (request, reply) => {
      const form = (request.body ?? {}) as FormBody;
      const names = classFormFields.join;
      const typed = { [names.code]: field(form, names.code), [names.nickname]: field(form, names.nickname) };
      return orRefused(request, reply, 'join', typed, async () => {
        await classroom.join(classroomCaller(request), typed[names.code] ?? '', typed[names.nickname] ?? '');
        return see(reply, QA_PAGE_PATH);
      });
    });

    forms.post(QA_CLASS_FORM_PATHS.leave, { schema: { hide: true } }, async (request, reply) => {
      const { sandboxKey } = classroomCaller(request);
      const joined = await classroom.membership(sandboxKey);
      // Leaving twice (a reload, a second tab) is still leaving: back to /qa either way.
      if (joined) {
        await classroom.leave(sandboxKey, joined.code).catch((error: unknown) => {
          if (!(error instanceof HttpError)) throw error;
        });
      }
      return see(reply, QA_PAGE_PATH);
    });

    forms.post<{ Params: { code: string } }>(
      classSwitchesFormPath(':code'),
      { schema: { hide: true } },
      async (request, reply) => {
        const form = (request.body ?? {}) as FormBody;
        const key = field(form, classFormFields.switches.key);
        const row = await classroom.teacherClass(request.params.code, key);
        const added = field(form, classFormFields.switches.add);
        const removed = field(form, classFormFields.switches.remove);
        const next = row.switches.filter((name) => name !== added && name !== removed);
        if (added !== '') next.push(added);
        await classroom.setSwitches(row, next);
        return see(reply, `${classBoardPagePath(row.code)}?key=${encodeURIComponent(key)}`);
      },
    );
  });
};
