import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '@shop/core';
import {
  CLASS_BOARD_POLL_MS,
  CLASS_LEARNERS_MAX,
  CLASS_SHORTEST_MS,
  type ClassBoardReply,
  ClassBoardReplySchema,
  ClassMembershipSchema,
  classroomLimits,
  classroomMessages,
  exercises,
  liveScenarios,
  type NewClassReply,
  NewClassReplySchema,
  QA_CLASS_DEFECTS_COOKIE,
  QA_CLASS_FORM_PATHS,
  QA_DATABASE_RESET_CONFIRMATION,
  QA_TEACHER_KEY_HEADER,
  qaClassFileEndpoints,
  qaEndpoints,
  QaSessionSchema,
  qaSettings,
} from '@shop/core/qa';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseClassroomNotice } from '../src/db/classroom-notices';
import { qaClassLearners } from '../src/db/schema';
import { ClassMemberships, MEMBERSHIP_TTL_MS } from '../src/qa/class-memberships';
import { qaMessages } from '../src/routes/qa';
import { qaPageMessages } from '../src/routes/qa-page';
import { anotherServer, apiUrl, buildTestApp, parseReply, type TestApp, TestClock } from './helper';
import { ManualSchedule } from './manual-schedule';

/*
 * Issue 29 item 4, classroom mode: a teacher's class, learners joining it with a code and a
 * nickname, the teacher's board (JSON, CSV, live events) and switches for the whole class that
 * reach its learners and no one else. The pages are rendered by a stand-in of the storefront's
 * page bundle that writes each page's model as JSON, so these tests check what the server hands
 * the screens, whoever draws them.
 */

const HOUR_MS = 60 * 60_000;
const timers = new ManualSchedule();
let t: TestApp;
let pagesDir: string;

/** A page bundle that shows each page's model: `{page, model}` as JSON. */
const STAND_IN_PAGES = `
const show = (page) => (model) =>
  '<!doctype html><pre id="model">' + JSON.stringify({ page, model }).replace(/</g, '\\\\u003c') + '</pre>';
export const serverPages = {
  stylesheet: '',
  qaTools: show('qaTools'),
  mailbox: show('mailbox'),
  googleChooser: show('googleChooser'),
  googleSignInRefused: show('googleSignInRefused'),
  classBoard: show('classBoard'),
  classBoardRefused: show('classBoardRefused'),
};
`;

beforeAll(async () => {
  pagesDir = await mkdtemp(join(tmpdir(), 'shop-class-pages-'));
  await writeFile(join(pagesDir, 'pages.mjs'), STAND_IN_PAGES);
  await writeFile(join(pagesDir, 'pages.css'), '');
  t = await buildTestApp({ serverPages: join(pagesDir, 'pages.mjs'), schedule: timers.schedule });
});
afterAll(async () => {
  await t.close();
  await rm(pagesDir, { recursive: true, force: true });
});

/** A page's model as the stand-in bundle wrote it. */
function pageModel(body: string): { page: string; model: Record<string, unknown> } {
  const json = /<pre id="model">(.*)<\/pre>/s.exec(body)?.[1];
  if (json === undefined) throw new Error(`Not a stand-in page: ${body.slice(0, 200)}`);
  return JSON.parse(json) as { page: string; model: Record<string, unknown> };
}

let sandboxNumber = 0;
/** A sandbox key no other test uses. */
const newSandbox = (role: string) => `class-${role}-${String(++sandboxNumber).padStart(4, '0')}-sandbox`;

interface CallOptions {
  readonly payload?: object;
  readonly headers?: Record<string, string>;
  /** The client's address (limits count per address); each describe uses its own. */
  readonly address?: string;
  readonly app?: FastifyInstance;
}

/** A call as an API client of `sandbox` (null: without a key). */
function call(
  sandbox: string | null,
  method: InjectOptions['method'],
  url: string,
  options: CallOptions = {},
) {
  const { payload, headers = {}, address = '127.0.0.1', app = t.app } = options;
  return app.inject({
    method,
    url,
    remoteAddress: address,
    headers: { ...(sandbox ? { [qaSettings.sandbox.header]: sandbox } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}

const inMinutes = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();

async function createClass(
  teacher: string,
  body: { name?: string; exerciseIds?: string[]; endsAt?: string } = {},
  address = '127.0.0.1',
): Promise<NewClassReply> {
  const reply = await call(teacher, 'POST', apiUrl(qaEndpoints.createClass), {
    payload: { name: 'Tuesday QA', endsAt: inMinutes(60), ...body },
    address,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return parseReply(NewClassReplySchema, reply);
}

const join_ = (learner: string, code: string, nickname: string, options: CallOptions = {}) =>
  call(learner, 'POST', apiUrl(qaEndpoints.joinClass, { code }), { ...options, payload: { nickname } });

async function joined(learner: string, code: string, nickname: string): Promise<void> {
  const reply = await join_(learner, code, nickname);
  expect(reply.statusCode, reply.body).toBe(201);
}

const boardOf = (made: NewClassReply, headers: Record<string, string> = {}) =>
  call(null, 'GET', apiUrl(qaEndpoints.classBoard, { code: made.code }), {
    headers: { [QA_TEACHER_KEY_HEADER]: made.teacherKey, ...headers },
  });

const setSwitches = (made: NewClassReply, switches: string[], options: CallOptions = {}) =>
  call(null, 'PUT', `${apiUrl(qaEndpoints.setClassSwitches, { code: made.code })}?key=${made.teacherKey}`, {
    ...options,
    payload: { switches },
  });

const addToCart = (sandbox: string, options: CallOptions = {}) =>
  call(sandbox, 'POST', apiUrl(api.cart.add), { ...options, payload: { productId: 102, quantity: 1 } });

const sessionOf = async (sandbox: string, headers: Record<string, string> = {}) =>
  parseReply(QaSessionSchema, await call(sandbox, 'GET', apiUrl(qaEndpoints.session), { headers }));

/** The fresh-test-user exercise, solved by `sandbox`. */
async function makeTestUser(sandbox: string): Promise<string> {
  const made = await call(sandbox, 'POST', apiUrl(qaEndpoints.createTestUser), { payload: {} });
  expect(made.statusCode).toBe(201);
  return (made.json() as { token: string }).token;
}

const error = (message: string) => ({ error: message });

describe('making a class', () => {
  it('answers its code, the teacher key once, and the teacher’s links', async () => {
    const teacher = newSandbox('teacher');
    const endsAt = inMinutes(90);
    const made = await createClass(teacher, {
      name: '  Tuesday   QA ',
      exerciseIds: ['keyboard-add-to-cart', 'fresh-test-user'],
      endsAt,
    });
    expect(made.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    expect(made.teacherKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made).toEqual({
      code: made.code,
      name: 'Tuesday QA',
      exerciseIds: ['fresh-test-user', 'keyboard-add-to-cart'],
      endsAt,
      teacherKey: made.teacherKey,
      teacherLink: `/qa/classes/${made.code}?key=${made.teacherKey}`,
      boardUrl: `/api/v1/qa/classes/${made.code}?key=${made.teacherKey}`,
      csvUrl: `/api/v1/qa/classes/${made.code}/board.csv?key=${made.teacherKey}`,
      eventsUrl: `/api/v1/qa/classes/${made.code}/events?key=${made.teacherKey}`,
    });
    // Every exercise when none are named.
    expect((await createClass(teacher)).exerciseIds).toEqual(exercises.map((exercise) => exercise.id));
  });

  it('refuses a class without a sandbox, a name, or a sane end time, each with its own text', async () => {
    const teacher = newSandbox('teacher');
    const create = (sandbox: string | null, payload: object) =>
      call(sandbox, 'POST', apiUrl(qaEndpoints.createClass), {
        payload: { name: 'Tuesday QA', endsAt: inMinutes(60), ...payload },
      });
    const cases: [string | null, object, string][] = [
      [null, {}, qaMessages.sandboxRequired],
      [teacher, { name: ' ' }, 'A class name is 1 to 80 characters'],
      [teacher, { endsAt: 'after lunch' }, classroomMessages.invalidEndsAt],
      [teacher, { endsAt: inMinutes(4) }, 'A class must run for at least 5 minutes from now'],
      [teacher, { endsAt: inMinutes(7 * 24 * 60 + 1) }, 'A class can run for at most 7 days'],
      [teacher, { exerciseIds: ['no-such-exercise'] }, 'Unknown exercise id'],
    ];
    for (const [sandbox, payload, message] of cases) {
      const reply = await create(sandbox, payload);
      expect([reply.statusCode, reply.json()], message).toEqual([400, error(message)]);
    }
  });
});

describe('joining and leaving', () => {
  it('joins under a nickname; the learner sees only their own class, code and nickname', async () => {
    const made = await createClass(newSandbox('teacher'));
    const learner = newSandbox('learner');
    const reply = await join_(learner, made.code.toLowerCase(), '  Asha   K ');
    expect(reply.statusCode).toBe(201);
    const membership = {
      code: made.code,
      name: 'Tuesday QA',
      nickname: 'Asha K',
      endsAt: made.endsAt,
      ended: false,
      switches: [],
    };
    expect(parseReply(ClassMembershipSchema, reply)).toEqual(membership);
    expect(reply.body).not.toContain(made.teacherKey);
    expect((await sessionOf(learner)).class).toEqual(membership);
    expect((await sessionOf(newSandbox('outsider'))).class).toBeNull();
  });

  it('refuses a wrong code, a bad nickname, a nickname taken in any letter case, and a second class', async () => {
    const made = await createClass(newSandbox('teacher'));
    const other = await createClass(newSandbox('teacher'));
    const first = newSandbox('learner');
    await joined(first, made.code, 'Ravi');
    const cases: [string, string, string, number, string][] = [
      [newSandbox('learner'), 'ZZZZZZ', 'Meera', 404, 'No class has this code'],
      [newSandbox('learner'), 'not a code', 'Meera', 404, 'No class has this code'],
      [newSandbox('learner'), made.code, 'a@b.in', 400, classroomMessages.invalidNickname],
      [newSandbox('learner'), made.code, 'RAVI', 409, 'Someone in this class already has this nickname'],
      [first, made.code, 'Ravi', 409, 'You are already in a class: leave it before joining another'],
      [first, other.code, 'Ravi', 409, classroomMessages.alreadyInClass],
    ];
    for (const [learner, code, nickname, status, message] of cases) {
      const reply = await join_(learner, code, nickname);
      expect([reply.statusCode, reply.json()], message).toEqual([status, error(message)]);
    }
    expect((await join_('', made.code, 'Meera')).json()).toEqual(error(qaMessages.sandboxRequired));
  });

  it(`takes at most ${CLASS_LEARNERS_MAX} learners`, async () => {
    const made = await createClass(newSandbox('teacher'));
    await t.db.insert(qaClassLearners).values(
      Array.from({ length: CLASS_LEARNERS_MAX - 1 }, (_, index) => ({
        classCode: made.code,
        sandboxKey: `class-full-${made.code}-${index}-sandbox`,
        nickname: `learner ${index}`,
        joinedAt: t.clock.now(),
      })),
    );
    await joined(newSandbox('learner'), made.code, 'Last One');
    const reply = await join_(newSandbox('learner'), made.code, 'One Too Many');
    expect([reply.statusCode, reply.json()]).toEqual([409, error('This class is full (500 learners)')]);
  });

  it('joins at the same moment: exactly the free places are taken, and a nickname once', async () => {
    const made = await createClass(newSandbox('teacher'));
    await t.db.insert(qaClassLearners).values(
      Array.from({ length: CLASS_LEARNERS_MAX - 3 }, (_, index) => ({
        classCode: made.code,
        sandboxKey: `class-race-${made.code}-${index}-sandbox`,
        nickname: `learner ${index}`,
        joinedAt: t.clock.now(),
      })),
    );
    const sameName = await Promise.all([
      join_(newSandbox('learner'), made.code, 'Twin'),
      join_(newSandbox('learner'), made.code, 'twin'),
    ]);
    expect(sameName.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    const rush = await Promise.all(
      Array.from({ length: 5 }, (_, index) => join_(newSandbox('learner'), made.code, `Rush ${index}`)),
    );
    expect(rush.map((reply) => reply.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const board = parseReply(ClassBoardReplySchema, await boardOf(made));
    expect(board.learners).toHaveLength(CLASS_LEARNERS_MAX);
  });

  it('leaves: the class no longer lists the learner, who may join another', async () => {
    const made = await createClass(newSandbox('teacher'));
    const other = await createClass(newSandbox('teacher'));
    const learner = newSandbox('learner');
    await joined(learner, made.code, 'Kiran');
    const leave = () => call(learner, 'DELETE', apiUrl(qaEndpoints.leaveClass, { code: made.code }));
    const left = await leave();
    expect([left.statusCode, left.json()]).toEqual([200, { message: 'You left the class' }]);
    expect((await sessionOf(learner)).class).toBeNull();
    expect(parseReply(ClassBoardReplySchema, await boardOf(made)).learners).toEqual([]);
    const again = await leave();
    expect([again.statusCode, again.json()]).toEqual([404, error('You are not in this class')]);
    await joined(learner, other.code, 'Kiran');
  });
});

describe('the teacher’s board', () => {
  let made: NewClassReply;
  let asha: string;
  let ravi: string;

  beforeAll(async () => {
    made = await createClass(newSandbox('teacher'), { exerciseIds: ['fresh-test-user', 'forced-error'] });
    asha = newSandbox('learner');
    ravi = newSandbox('learner');
    await joined(asha, made.code, 'Asha');
    await joined(ravi, made.code, 'Ravi');
    await makeTestUser(asha);
    // Outside the lesson: a sandbox's practice before joining earns nothing here.
    await makeTestUser(newSandbox('outsider'));
  });

  it('shows each learner’s solved exercises and score, best first, and the switches', async () => {
    const reply = await boardOf(made);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const board = parseReply(ClassBoardReplySchema, reply);
    const points = exercises.find((exercise) => exercise.id === 'fresh-test-user')?.points;
    expect(board).toEqual({
      code: made.code,
      name: 'Tuesday QA',
      endsAt: made.endsAt,
      ended: false,
      exercises: exercises
        .filter((exercise) => ['fresh-test-user', 'forced-error'].includes(exercise.id))
        .map(({ id, title, points }) => ({ id, title, points })),
      maxScore: 10,
      learners: [
        {
          nickname: 'Asha',
          joinedAt: expect.any(String),
          solved: ['fresh-test-user'],
          score: points,
          defectsFound: 0,
        },
        { nickname: 'Ravi', joinedAt: expect.any(String), solved: [], score: 0, defectsFound: 0 },
      ],
      switches: [],
    });
    // The key as a query works as well as the header.
    const byQuery = await call(null, 'GET', made.boardUrl);
    expect(parseReply(ClassBoardReplySchema, byQuery)).toEqual(board);
  });

  it('as CSV: a download, one row a learner', async () => {
    const reply = await call(null, 'GET', made.csvUrl);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="class-${made.code}.csv"`);
    const board = parseReply(ClassBoardReplySchema, await boardOf(made));
    expect(reply.body).toBe(
      [
        'nickname,joined,score,defects found,fresh-test-user,forced-error',
        `Asha,${board.learners[0]?.joinedAt},5,0,1,0`,
        `Ravi,${board.learners[1]?.joinedAt},0,0,0,0`,
        '',
      ].join('\r\n'),
    );
  });

  it('needs the teacher key: a wrong key and a wrong code answer alike, to learners too', async () => {
    const refused = [404, error('No class has this code and teacher key')];
    const attempts = [
      boardOf(made, { [QA_TEACHER_KEY_HEADER]: 'not-the-key' }),
      call(asha, 'GET', apiUrl(qaEndpoints.classBoard, { code: made.code })),
      call(null, 'GET', `${apiUrl(qaEndpoints.classBoard, { code: 'ZZZZZZ' })}?key=${made.teacherKey}`),
      call(null, 'GET', apiUrl(qaClassFileEndpoints.boardCsv, { code: made.code })),
      call(null, 'GET', `${apiUrl(qaClassFileEndpoints.events, { code: made.code })}?key=x`),
      setSwitches({ ...made, teacherKey: 'not-the-key' }, ['products.slow']),
    ];
    for (const reply of await Promise.all(attempts))
      expect([reply.statusCode, reply.json()]).toEqual(refused);
  });
});

describe('class switches', () => {
  let made: NewClassReply;
  let learner: string;
  let outsider: string;

  beforeAll(async () => {
    made = await createClass(newSandbox('teacher'));
    learner = newSandbox('learner');
    outsider = newSandbox('outsider');
    await joined(learner, made.code, 'Asha');
  });

  it('a live scenario for the class: every learner’s cart add answers 429, nobody else’s', async () => {
    const reply = await setSwitches(made, ['cart.add.rate-limited']);
    expect([reply.statusCode, reply.json()]).toEqual([200, { switches: ['cart.add.rate-limited'] }]);

    const learners = await addToCart(learner);
    expect(learners.statusCode).toBe(429);
    expect(learners.headers['retry-after']).toBe('30');
    expect(learners.json()).toEqual(error('Too many requests. Please try again in 30 seconds.'));
    // The outsider meets the call as it is (no token: 401).
    const outsiders = await addToCart(outsider);
    expect([outsiders.statusCode, outsiders.json()]).toEqual([401, error('Authentication required')]);

    // The learner's session: own settings apart, the class's under `class`.
    const session = await sessionOf(learner, { [qaSettings.scenarios.header]: 'products.slow' });
    expect(session.scenarios).toEqual(['products.slow']);
    expect(session.class?.switches).toEqual(['cart.add.rate-limited']);
    expect(parseReply(ClassBoardReplySchema, await boardOf(made)).switches).toEqual([
      'cart.add.rate-limited',
    ]);
  });

  it('a persona defect for the class: a learner meets the error user’s failing add; a signed-in outsider does not', async () => {
    await setSwitches(made, ['+error.cart.add-fails']);
    const learnerToken = await makeTestUser(learner);
    const outsiderToken = await makeTestUser(outsider);
    const learners = await addToCart(learner, { headers: { authorization: `Bearer ${learnerToken}` } });
    expect([learners.statusCode, learners.json()]).toEqual([500, error('Failed to add to cart')]);
    const outsiders = await addToCart(outsider, { headers: { authorization: `Bearer ${outsiderToken}` } });
    expect(outsiders.statusCode).toBe(200);
  });

  it('marks the events the lesson caused with the class, not those the learner caused', async () => {
    await setSwitches(made, ['cart.add.rate-limited', '+problem.listing.same-image']);
    await addToCart(learner);
    await addToCart(learner, { headers: { [qaSettings.scenarios.header]: 'cart.error' } });
    for (const defectId of ['problem.listing.same-image', 'problem.details.adds-one-more']) {
      const reported = await call(learner, 'POST', apiUrl(qaEndpoints.reportDefect), {
        payload: { defectId },
      });
      expect(reported.statusCode).toBe(201);
    }
    const listed = (await call(learner, 'GET', apiUrl(qaEndpoints.events))).json() as {
      events: { kind: string; name: string; detail: Record<string, unknown> }[];
    };
    const newest = listed.events.slice(0, 4).map(({ kind, name, detail }) => [kind, name, detail.class]);
    expect(newest).toEqual([
      ['defect', 'problem.details.adds-one-more', undefined],
      ['defect', 'problem.listing.same-image', made.code],
      // The learner's own `cart.error` answered first: their own doing.
      ['scenario', 'cart.error', undefined],
      ['scenario', 'cart.add.rate-limited', made.code],
    ]);
  });

  it('tells a learner’s browser the class’s defect switches in a cookie, and clears it when they go', async () => {
    await setSwitches(made, ['+problem.listing.same-image', 'products.slow']);
    const asBrowser = (cookie: string) =>
      t.app.inject({
        method: 'GET',
        url: apiUrl(qaEndpoints.session),
        headers: { cookie: `${qaSettings.sandbox.cookie}=${learner}${cookie}` },
      });
    const first = await asBrowser('');
    expect(first.headers['set-cookie']).toBe(
      `${QA_CLASS_DEFECTS_COOKIE}=%2Bproblem.listing.same-image; Path=/; SameSite=Lax`,
    );
    // Told once: a browser that has it hears nothing more.
    const told = await asBrowser(`; ${QA_CLASS_DEFECTS_COOKIE}=%2Bproblem.listing.same-image`);
    expect(told.headers['set-cookie']).toBeUndefined();

    await setSwitches(made, []);
    const cleared = await asBrowser(`; ${QA_CLASS_DEFECTS_COOKIE}=%2Bproblem.listing.same-image`);
    expect(cleared.headers['set-cookie']).toBe(
      `${QA_CLASS_DEFECTS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`,
    );
    // An outsider's browser never gets one.
    const outsiders = await t.app.inject({
      method: 'GET',
      url: apiUrl(qaEndpoints.session),
      headers: { cookie: `${qaSettings.sandbox.cookie}=${outsider}` },
    });
    expect(outsiders.headers['set-cookie']).toBeUndefined();
  });

  it('takes only live scenarios and defects switched on', async () => {
    for (const switches of [['cart.add.eror'], ['-error.cart.add-fails'], ['error.cart.add-fails']]) {
      const reply = await setSwitches(made, switches);
      expect([reply.statusCode, reply.json()]).toEqual([400, error(classroomMessages.unknownSwitch)]);
    }
  });
});

describe('several servers on one database', () => {
  const server = () => anotherServer(t);

  it('a switch made on one server reaches a learner whose class another server already knew', async () => {
    const [first, second] = await Promise.all([server(), server()]);
    try {
      const made = await createClass(newSandbox('teacher'));
      const learner = newSandbox('learner');
      const joinedOnFirst = await join_(learner, made.code, 'Asha', { app: first });
      expect(joinedOnFirst.statusCode).toBe(201);
      // The second server reads the learner's class (no switches yet) and keeps it.
      expect((await addToCart(learner, { app: second })).statusCode).toBe(401);

      expect((await setSwitches(made, ['cart.add.rate-limited'], { app: first })).statusCode).toBe(200);
      await vi.waitFor(async () => expect((await addToCart(learner, { app: second })).statusCode).toBe(429));

      // Leaving on one server: the other stops applying the lesson.
      await call(learner, 'DELETE', apiUrl(qaEndpoints.leaveClass, { code: made.code }), { app: first });
      await vi.waitFor(async () => expect((await addToCart(learner, { app: second })).statusCode).toBe(401));
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('each server’s memory of classes', () => {
  it('keeps a sandbox’s class until told it changed, a bounded number of sandboxes, and no read older than a change', async () => {
    const made = await createClass(newSandbox('teacher'));
    const [asha, ravi, outsider] = [newSandbox('learner'), newSandbox('learner'), newSandbox('outsider')];
    await joined(asha, made.code, 'Asha');
    await joined(ravi, made.code, 'Ravi');
    const memberships = new ClassMemberships(t.db, t.clock, 2);
    expect(memberships.peek(asha)).toBeUndefined();
    expect((await memberships.load(asha))?.nickname).toBe('Asha');
    expect(memberships.peek(asha)).toMatchObject({ code: made.code, nickname: 'Asha', switches: [] });
    expect(await memberships.load(outsider)).toBeNull();
    expect(memberships.peek(outsider)).toBeNull();

    // A third sandbox: the longest kept goes.
    await memberships.load(ravi);
    expect(memberships.peek(asha)).toBeUndefined();
    expect(memberships.peek(outsider)).toBeNull();

    memberships.changed({ classes: [made.code] });
    expect(memberships.peek(ravi)).toBeUndefined();
    expect(memberships.peek(outsider)).toBeNull();
    memberships.changed({ sandboxes: [outsider] });
    expect(memberships.peek(outsider)).toBeUndefined();

    // A read under way when a change comes answers, but is not kept.
    const reading = memberships.load(asha);
    memberships.changed('everything');
    expect((await reading)?.nickname).toBe('Asha');
    expect(memberships.peek(asha)).toBeUndefined();
  });

  it('keeps sandboxes read in the same moment for spread times within the limit, so a class is not read again all at once', async () => {
    // A clock of its own: the app's moves only in the tests that come last.
    const clock = new TestClock(t.clock.now());
    const memberships = new ClassMemberships(t.db, clock);
    const sandboxes = Array.from({ length: 20 }, () => newSandbox('outsider'));
    await Promise.all(sandboxes.map((sandbox) => memberships.load(sandbox)));
    const kept = () => sandboxes.filter((sandbox) => memberships.peek(sandbox) === null).length;

    clock.advance(MEMBERSHIP_TTL_MS / 2 - 1);
    expect(kept()).toBe(20);
    // Each is kept somewhere in the second half: 20 all on one side of its middle is a 1 in 500,000 chance.
    clock.advance(MEMBERSHIP_TTL_MS / 4);
    expect(kept()).toBeGreaterThan(0);
    expect(kept()).toBeLessThan(20);
    clock.advance(MEMBERSHIP_TTL_MS / 4 + 1);
    expect(kept()).toBe(0);
  });
});

describe('the pages', () => {
  const ADDRESS = '10.0.1.1';
  const formHeaders = (sandbox: string, headers: Record<string, string> = {}) => ({
    'content-type': 'application/x-www-form-urlencoded',
    host: 'localhost:3000',
    origin: 'http://localhost:3000',
    'sec-fetch-site': 'same-origin',
    cookie: `${qaSettings.sandbox.cookie}=${sandbox}`,
    ...headers,
  });
  const postForm = (
    path: string,
    sandbox: string,
    form: Record<string, string> | [string, string][],
    headers = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: ADDRESS,
      headers: formHeaders(sandbox, headers),
      payload: new URLSearchParams(form).toString(),
    });

  it('the board page: the board, the key, the switches and the links for its script', async () => {
    const made = await createClass(newSandbox('teacher'));
    await setSwitches(made, ['products.slow']);
    const page = await t.app.inject({ method: 'GET', url: made.teacherLink });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const board = parseReply(ClassBoardReplySchema, await boardOf(made));
    expect(pageModel(page.body)).toEqual({
      page: 'classBoard',
      model: {
        board,
        teacherKey: made.teacherKey,
        switches: ['products.slow'],
        liveScenarios: JSON.parse(JSON.stringify(liveScenarios)),
        eventsUrl: made.eventsUrl,
        csvUrl: made.csvUrl,
      },
    });
    for (const url of [`/qa/classes/${made.code}?key=wrong`, `/qa/classes/ZZZZZZ?key=${made.teacherKey}`]) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect([refused.statusCode, pageModel(refused.body)]).toEqual([
        404,
        { page: 'classBoardRefused', model: { message: 'No class has this code and teacher key' } },
      ]);
    }
  });

  it('create, join and leave forms: done, they redirect; the /qa page shows the class', async () => {
    const teacher = newSandbox('teacher');
    const created = await postForm(QA_CLASS_FORM_PATHS.create, teacher, {
      name: 'Form class',
      // A date-time field's value: no zone, read as India time (UTC+05:30).
      endsAt: new Date(t.clock.now().getTime() + HOUR_MS + 330 * 60_000).toISOString().slice(0, 16),
    });
    expect(created.statusCode).toBe(303);
    const teacherLink = String(created.headers.location);
    expect(teacherLink).toMatch(/^\/qa\/classes\/[A-Z0-9]{6}\?key=[A-Za-z0-9_-]{43}$/);
    const code = teacherLink.slice('/qa/classes/'.length, '/qa/classes/'.length + 6);
    expect((await t.app.inject({ method: 'GET', url: teacherLink })).statusCode).toBe(200);

    const learner = newSandbox('learner');
    const joinedForm = await postForm(QA_CLASS_FORM_PATHS.join, learner, { code, nickname: 'Form Learner' });
    expect([joinedForm.statusCode, joinedForm.headers.location]).toEqual([303, '/qa']);

    const qaPage = (sandbox: string) =>
      t.app.inject({
        method: 'GET',
        url: '/qa',
        headers: { cookie: `${qaSettings.sandbox.cookie}=${sandbox}` },
      });
    const learnerPage = pageModel((await qaPage(learner)).body);
    expect(learnerPage.model.classroom).toEqual({
      joined: {
        code,
        name: 'Form class',
        nickname: 'Form Learner',
        endsAt: expect.any(String),
        ended: false,
        switches: [],
      },
      teaching: [],
    });
    const teacherPage = pageModel((await qaPage(teacher)).body);
    expect(teacherPage.model.classroom).toEqual({
      joined: null,
      teaching: [{ code, name: 'Form class', endsAt: expect.any(String), ended: false, teacherLink }],
    });

    const left = await postForm(QA_CLASS_FORM_PATHS.leave, learner, {});
    expect([left.statusCode, left.headers.location]).toEqual([303, '/qa']);
    expect(pageModel((await qaPage(learner)).body).model.classroom).toEqual({ joined: null, teaching: [] });
  });

  it('a refused form: the /qa page with the refusal beside that form, what was typed, and its status', async () => {
    const learner = newSandbox('learner');
    const refused = await postForm(QA_CLASS_FORM_PATHS.join, learner, { code: 'zzzzzz', nickname: 'Asha' });
    expect(refused.statusCode).toBe(404);
    const { page, model } = pageModel(refused.body);
    expect(page).toBe('qaTools');
    expect(model.classroom).toEqual({
      joined: null,
      teaching: [],
      refused: {
        form: 'join',
        message: 'No class has this code',
        typed: { code: 'zzzzzz', nickname: 'Asha' },
      },
    });
    const badName = await postForm(QA_CLASS_FORM_PATHS.create, learner, { name: '', endsAt: inMinutes(60) });
    expect(badName.statusCode).toBe(400);
    expect(pageModel(badName.body).model.classroom).toMatchObject({
      refused: { form: 'create', message: 'A class name is 1 to 80 characters', typed: { name: '' } },
    });
    // The ticked exercises come back too, so the form shows them ticked as they were.
    const tooSoon = await postForm(QA_CLASS_FORM_PATHS.create, learner, [
      ['name', 'Lesson'],
      ['endsAt', inMinutes(4)],
      ['exerciseIds', 'fresh-test-user'],
      ['exerciseIds', 'forced-error'],
    ]);
    expect(tooSoon.statusCode).toBe(400);
    expect(pageModel(tooSoon.body).model.classroom).toMatchObject({
      refused: { form: 'create', typed: { name: 'Lesson', exerciseIds: 'fresh-test-user,forced-error' } },
    });
  });

  it('refuses a form from another site', async () => {
    const reply = await postForm(
      QA_CLASS_FORM_PATHS.join,
      newSandbox('learner'),
      { code: 'ZZZZZZ', nickname: 'Asha' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    );
    expect([reply.statusCode, reply.json()]).toEqual([403, error(qaPageMessages.crossSite)]);
  });

  it('the board’s switch form adds and removes one switch, then returns to the board', async () => {
    const made = await createClass(newSandbox('teacher'));
    const path = `/qa/classes/${made.code}/switches`;
    const added = await postForm(path, newSandbox('teacher'), {
      key: made.teacherKey,
      add: 'cart.add.error',
    });
    expect([added.statusCode, added.headers.location]).toEqual([303, made.teacherLink]);
    await postForm(path, newSandbox('teacher'), { key: made.teacherKey, add: '+error.cart.add-fails' });
    await postForm(path, newSandbox('teacher'), { key: made.teacherKey, remove: 'cart.add.error' });
    expect(parseReply(ClassBoardReplySchema, await boardOf(made)).switches).toEqual([
      '+error.cart.add-fails',
    ]);
  });
});

describe('limits', () => {
  const tooMany = (reply: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => [
    reply.statusCode,
    reply.headers['retry-after'],
    reply.json(),
  ];

  it(`at most ${classroomLimits.createsPerSandbox.max} new classes an hour per sandbox`, async () => {
    const teacher = newSandbox('teacher');
    for (let index = 0; index < classroomLimits.createsPerSandbox.max; index++) {
      await createClass(teacher, {}, '10.0.2.1');
    }
    const reply = await call(teacher, 'POST', apiUrl(qaEndpoints.createClass), {
      payload: { name: 'One more', endsAt: inMinutes(60) },
      address: '10.0.2.1',
    });
    expect(tooMany(reply)).toEqual([
      429,
      '3600',
      error('Too many classroom requests. Please try again in 60 minutes.'),
    ]);
  });

  it(`at most ${classroomLimits.createsPerAddress.max} new classes an hour per address`, async () => {
    for (let index = 0; index < classroomLimits.createsPerAddress.max; index++) {
      await createClass(newSandbox('teacher'), {}, '10.0.3.1');
    }
    const reply = await call(newSandbox('teacher'), 'POST', apiUrl(qaEndpoints.createClass), {
      payload: { name: 'One more', endsAt: inMinutes(60) },
      address: '10.0.3.1',
    });
    expect(tooMany(reply)).toEqual([429, '3600', error(classroomMessages.tooMany(3600))]);
  });

  it(`at most ${classroomLimits.joinsPerSandbox.max} join attempts an hour per sandbox (guessing codes)`, async () => {
    const learner = newSandbox('learner');
    for (let index = 0; index < classroomLimits.joinsPerSandbox.max; index++) {
      expect((await join_(learner, 'ZZZZZZ', 'Asha', { address: '10.0.4.1' })).statusCode).toBe(404);
    }
    expect(tooMany(await join_(learner, 'ZZZZZZ', 'Asha', { address: '10.0.4.1' }))).toEqual([
      429,
      '3600',
      error(classroomMessages.tooMany(3600)),
    ]);
  });

  it(`at most ${classroomLimits.switchChangesPerClass.max} switch changes an hour per class`, async () => {
    const made = await createClass(newSandbox('teacher'), {}, '10.0.5.1');
    for (let index = 0; index < classroomLimits.switchChangesPerClass.max; index++) {
      expect((await setSwitches(made, index % 2 ? [] : ['products.slow'])).statusCode).toBe(200);
    }
    expect(tooMany(await setSwitches(made, []))).toEqual([
      429,
      '3600',
      error(classroomMessages.tooMany(3600)),
    ]);
  });
});

/** Server-sent events as `[event, data]` pairs, comments as `[':', text]`. */
function sse(body: string): [string, unknown][] {
  return body
    .split('\n\n')
    .filter((block) => block !== '')
    .map((block) => {
      if (block.startsWith(':')) return [':', block.slice(1).trim()];
      const [event = '', data = ''] = block.split('\n');
      return [event.replace(/^event: /, ''), JSON.parse(data.replace(/^data: /, ''))];
    });
}

// From here on the app's clock moves forward: these come last.
describe('the live board', () => {
  it('sends the board at once, again after a learner solves an exercise, and ends with the class', async () => {
    const made = await createClass(newSandbox('teacher'), {
      exerciseIds: ['fresh-test-user'],
      endsAt: new Date(t.clock.now().getTime() + CLASS_SHORTEST_MS).toISOString(),
    });
    const learner = newSandbox('learner');
    await joined(learner, made.code, 'Asha');
    const streaming = call(null, 'GET', made.eventsUrl);
    // Its three timers: the next look, the keep-alive and the class's end.
    await timers.until(3);

    // Nothing changed: a look sends nothing.
    timers.advance(CLASS_BOARD_POLL_MS, t.clock);
    await timers.until(3);
    await makeTestUser(learner);
    timers.advance(CLASS_BOARD_POLL_MS, t.clock);
    await timers.until(3);
    timers.advance(CLASS_SHORTEST_MS, t.clock);

    const reply = await streaming;
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = sse(reply.body);
    const boards = events.filter(([event]) => event === 'board').map(([, data]) => data as ClassBoardReply);
    expect(
      boards.map((board) => [board.ended, board.learners.map((row) => [row.nickname, row.score])]),
    ).toEqual([
      [false, [['Asha', 0]]],
      [false, [['Asha', 5]]],
      [true, [['Asha', 5]]],
    ]);
    expect(events.at(-1)).toEqual(['ended', {}]);
    expect(events.filter(([event]) => event === ':').length).toBeGreaterThan(0);
    expect(timers.pending).toEqual([]);

    // Asked again once the class has ended: 410, which stops an EventSource from retrying.
    const after = await call(null, 'GET', made.eventsUrl);
    expect([after.statusCode, after.json()]).toEqual([410, error('This class has ended')]);
  });
});

describe('when the class has ended', () => {
  it('refuses joins and switch changes, stops applying its switches, and keeps its board', async () => {
    const made = await createClass(newSandbox('teacher'), {
      endsAt: new Date(t.clock.now().getTime() + HOUR_MS).toISOString(),
    });
    const learner = newSandbox('learner');
    await joined(learner, made.code, 'Asha');
    await setSwitches(made, ['cart.add.rate-limited']);
    expect((await addToCart(learner)).statusCode).toBe(429);

    t.clock.advance(HOUR_MS);
    const late = await join_(newSandbox('learner'), made.code, 'Ravi');
    expect([late.statusCode, late.json()]).toEqual([410, error('This class has ended')]);
    const switched = await setSwitches(made, []);
    expect([switched.statusCode, switched.json()]).toEqual([410, error('This class has ended')]);
    expect((await addToCart(learner)).statusCode).toBe(401);
    expect((await sessionOf(learner)).class).toMatchObject({ code: made.code, ended: true });
    expect(parseReply(ClassBoardReplySchema, await boardOf(made))).toMatchObject({ ended: true });
    // A learner of an ended class may join another.
    await joined(learner, (await createClass(newSandbox('teacher'))).code, 'Asha');
  });
});

describe('the whole-database reset', () => {
  it('empties the classes: their learners’ requests carry no lesson any more', async () => {
    const made = await createClass(newSandbox('teacher'));
    const learner = newSandbox('learner');
    await joined(learner, made.code, 'Asha');
    await setSwitches(made, ['cart.add.rate-limited']);
    expect((await addToCart(learner)).statusCode).toBe(429);
    const reset = await t.app.inject({
      method: 'POST',
      url: apiUrl(qaEndpoints.resetDatabase),
      payload: { confirm: QA_DATABASE_RESET_CONFIRMATION },
    });
    expect(reset.statusCode).toBe(200);
    expect((await addToCart(learner)).statusCode).toBe(401);
    expect((await sessionOf(learner)).class).toBeNull();
    expect((await boardOf(made)).statusCode).toBe(404);
  });
});

describe('the database’s classroom notices', () => {
  it('name the sandboxes that joined or left, or the classes that changed; anything else is everything', () => {
    expect(parseClassroomNotice('s:class-learner-0001-sandbox,abc_DEF-1234567890')).toEqual({
      sandboxes: ['class-learner-0001-sandbox', 'abc_DEF-1234567890'],
    });
    expect(parseClassroomNotice('c:K7P2QX,AB23CD')).toEqual({ classes: ['K7P2QX', 'AB23CD'] });
    for (const payload of ['*', '', 's:', 'c:k7p2qx', 'x:K7P2QX', 's:a b']) {
      expect(parseClassroomNotice(payload), payload).toBe('everything');
    }
  });
});

describe('outside demo mode', () => {
  it('every class call is a 404', async () => {
    const off = await buildTestApp({ demoMode: false });
    try {
      const calls = [
        off.app.inject({ method: 'POST', url: apiUrl(qaEndpoints.createClass), payload: {} }),
        off.app.inject({ method: 'GET', url: apiUrl(qaEndpoints.classBoard, { code: 'K7P2QX' }) }),
        off.app.inject({ method: 'GET', url: '/qa/classes/K7P2QX?key=x' }),
      ];
      for (const reply of await Promise.all(calls)) expect(reply.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
