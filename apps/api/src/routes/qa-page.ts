import formbody from '@fastify/formbody';
import {
  isDefectId,
  isQaSwitchOn,
  liveScenario,
  liveScenarios,
  parseClockOffset,
  QA_LIST_MAX,
  QA_PAGE_PATH,
  QA_SETTINGS_PATH,
  qaSettings,
} from '@shop/core/qa';
import { testIdCatalogue } from '@shop/core/test-ids';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { setCookie } from '../http/cookies';
import { HttpError } from '../http/http-error';
import { type ServerPages, sendServerPage } from '../http/server-pages';
import { qaContextOf, qaSettingOf } from '../qa/qa-context';
import type { QaEventRecorder } from '../qa/qa-events';

export const qaPageMessages = {
  crossSite: 'QA settings can only be changed from the ShopLane QA page',
  unknownSetting: 'Unknown QA setting',
  unknownName: 'Unknown scenario or defect switch',
  invalidClockOffset: 'Clock offset must look like 11m, -2h or 8d (at most 30 days)',
} as const;

type ListSetting = 'scenarios' | 'defects';

const isKnown: Record<ListSetting, (name: string) => boolean> = {
  scenarios: (name) => liveScenario(name) !== undefined,
  defects: (name) => /^[+-]/.test(name) && isDefectId(name.slice(1)),
};

/** A page's own form only: a cross-site form must not switch someone's scenarios. */
function assertSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') throw new HttpError(403, qaPageMessages.crossSite);
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new HttpError(403, qaPageMessages.crossSite);
    }
    if (host !== request.headers.host) throw new HttpError(403, qaPageMessages.crossSite);
  }
}

/** This browser session's QA cookie (no Max-Age: it ends with the browser session). */
function setQaCookie(
  reply: FastifyReply,
  setting: ListSetting | 'clockOffset' | 'apiQuirks',
  value: string,
): void {
  const { cookie } = qaSettings[setting];
  setCookie(reply, cookie, encodeURIComponent(value), value === '' ? { maxAgeSeconds: 0 } : {});
}

type SettingsForm = { setting?: unknown; add?: unknown; remove?: unknown; value?: unknown };
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The /qa page and its settings form (demo mode only; the pages' context, under their CSP). */
export interface QaPageRoutesOptions {
  /** The exercises' score board is read from the sandbox's events. */
  readonly events: QaEventRecorder;
  readonly pages: ServerPages;
}

export const qaPageRoutes: FastifyPluginAsync<QaPageRoutesOptions> = async (app, { events, pages }) => {
  const testIds = testIdCatalogue();

  app.get(QA_PAGE_PATH, { schema: { hide: true }, helmet: pages.helmet }, async (request, reply) => {
    const context = qaContextOf(request);
    const scoreBoard = context.sandboxKey ? await events.scoreBoard(context.sandboxKey) : null;
    return sendServerPage(reply, pages, (render) =>
      render.qaTools({
        sandboxKey: context.sandboxKey,
        scenarios: context.scenarios,
        defectSwitches: context.defectSwitches,
        clockOffset: qaSettingOf(request, 'clockOffset') ?? '',
        apiQuirks: context.apiQuirks,
        liveScenarios,
        testIds,
        scoreBoard,
        // PLACEHOLDER (classroom-ui branch): the classroom-server branch replaces this with the
        // sandbox's joined and taught classes; until then the section shows its empty forms.
        classroom: { joined: null, teaching: [] },
      }),
    );
  });

  await app.register(async (forms) => {
    await forms.register(formbody);
    forms.post(QA_SETTINGS_PATH, { schema: { hide: true } }, async (request, reply) => {
      assertSameOrigin(request);
      const form = (request.body ?? {}) as SettingsForm;
      const setting = text(form.setting);
      const context = qaContextOf(request);
      if (setting === 'clockOffset') {
        const value = text(form.value);
        if (value !== '' && parseClockOffset(value) === null) {
          throw new HttpError(400, qaPageMessages.invalidClockOffset);
        }
        setQaCookie(reply, 'clockOffset', value);
      } else if (setting === 'apiQuirks') {
        // Anything but a switch-on word turns them off (the form sends `on` or nothing).
        setQaCookie(reply, 'apiQuirks', isQaSwitchOn(text(form.value)) ? 'on' : '');
      } else if (setting === 'scenarios' || setting === 'defects') {
        const current = setting === 'scenarios' ? context.scenarios : context.defectSwitches;
        const added = text(form.add);
        const removed = text(form.remove);
        if (added !== '' && !isKnown[setting](added)) throw new HttpError(400, qaPageMessages.unknownName);
        const next = [...current.filter((name) => name !== removed && name !== added)];
        if (added !== '') next.push(added);
        setQaCookie(reply, setting, next.slice(-QA_LIST_MAX).join(','));
      } else {
        throw new HttpError(400, qaPageMessages.unknownSetting);
      }
      return reply.code(303).header('location', QA_PAGE_PATH).send();
    });
  });
};
