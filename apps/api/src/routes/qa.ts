import { isDefectId, isKeyboardReportedControl, liveScenario, qaEndpoints } from '@shop/core/qa';
import { testIdCatalogue } from '@shop/core/test-ids';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock';
import { authOf } from '../http/authenticate';
import { HttpError } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { issueSandboxKey } from '../qa/demo-sandbox';
import { lessonOrigin, membershipReply } from '../qa/class-context';
import { ownListSettings, qaContextOf } from '../qa/qa-context';
import type { QaEventRecorder } from '../qa/qa-events';
import type { TestDataService } from '../qa/test-data-service';

export const qaMessages = {
  sandboxRequired: 'Send your sandbox key in the x-qa-sandbox header (16–64 letters, digits, - or _).',
  unknownDefect: 'Unknown defect id',
  defectRecorded: 'Defect recorded',
  findingsRecorded: 'Findings recorded',
  unknownControl: 'Unknown control',
  keyboardUseRecorded: 'Keyboard use recorded',
} as const;

export interface QaRoutesOptions {
  readonly events: QaEventRecorder;
  /** The session clock (its offset shows in `now`). */
  readonly clock: Clock;
  /** The server's real clock: whether a learner's class has ended. */
  readonly realClock: Clock;
  readonly testData: TestDataService;
}

/** The QA calls under /api/v1/qa (demo mode only). */
export const qaRoutes: FastifyPluginAsync<QaRoutesOptions> = async (
  app,
  { events, clock, realClock, testData },
) => {
  registerEndpoint(app, qaEndpoints.session, async ({ request, reply }) => {
    const context = qaContextOf(request);
    // What the request sent itself; its class's switches are under `class`.
    const own = ownListSettings(request);
    reply.header('cache-control', 'no-store');
    return {
      sandboxKey: context.sandboxKey,
      scenarios: own.scenarios.filter((name) => liveScenario(name) !== undefined),
      unknownScenarios: own.scenarios.filter((name) => liveScenario(name) === undefined),
      defectSwitches: [...own.defectSwitches],
      clockOffsetMs: context.clockOffsetMs,
      now: clock.now().toISOString(),
      apiQuirks: context.apiQuirks,
      class: request.qaClass ? membershipReply(request.qaClass.entry, realClock.now()) : null,
    };
  });

  const testIds = { areas: testIdCatalogue().map(({ area, ids }) => ({ area, ids: [...ids] })) };
  registerEndpoint(app, qaEndpoints.testIds, async () => testIds);

  registerEndpoint(app, qaEndpoints.events, async ({ request, reply }) => {
    const { sandboxKey } = qaContextOf(request);
    if (!sandboxKey) throw new HttpError(400, qaMessages.sandboxRequired);
    reply.header('cache-control', 'no-store');
    return { events: await events.list(sandboxKey) };
  });

  registerEndpoint(app, qaEndpoints.exercises, async ({ request, reply }) => {
    const { sandboxKey } = qaContextOf(request);
    if (!sandboxKey) throw new HttpError(400, qaMessages.sandboxRequired);
    reply.header('cache-control', 'no-store');
    return events.scoreBoard(sandboxKey);
  });

  registerEndpoint(app, qaEndpoints.reportDefect, async ({ body, request }) => {
    if (!qaContextOf(request).sandboxKey) throw new HttpError(400, qaMessages.sandboxRequired);
    if (!isDefectId(body.defectId)) throw new HttpError(400, qaMessages.unknownDefect);
    await events.record(request, 'defect', body.defectId, {
      layer: 'storefront',
      ...lessonOrigin(request, 'defectSwitches', [`+${body.defectId}`]),
    });
    return { message: qaMessages.defectRecorded };
  });

  registerEndpoint(app, qaEndpoints.reportFindings, async ({ body, request }) => {
    if (!qaContextOf(request).sandboxKey) throw new HttpError(400, qaMessages.sandboxRequired);
    for (const rule of new Set(body.rules)) await events.record(request, 'finding', rule, {});
    return { message: qaMessages.findingsRecorded };
  });

  registerEndpoint(app, qaEndpoints.reportKeyboardUse, async ({ body, request }) => {
    if (!qaContextOf(request).sandboxKey) throw new HttpError(400, qaMessages.sandboxRequired);
    if (!isKeyboardReportedControl(body.control)) throw new HttpError(400, qaMessages.unknownControl);
    await events.record(request, 'keyboard', body.control, {});
    return { message: qaMessages.keyboardUseRecorded };
  });

  registerEndpoint(app, qaEndpoints.createTestUser, async ({ body, request, reply }) => {
    const { created, sandbox } = await testData.createUser(qaContextOf(request).sandboxKey, body);
    if (sandbox?.issued) issueSandboxKey(reply, sandbox.key);
    if (sandbox) {
      await events.recordFor(sandbox.key, request.id, 'data', qaEndpoints.createTestUser.id, {
        userId: created.user.userId,
      });
    }
    return created;
  });

  registerEndpoint(app, qaEndpoints.resetMyData, async ({ request }) => {
    const { userId } = authOf(request);
    const reset = await testData.resetMyData(userId);
    await events.record(request, 'data', qaEndpoints.resetMyData.id, { userId });
    return reset;
  });
};
