import { api } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { any, capture, type ParityReply, type ParityRequest, type ParitySide } from './format';
import { runParityCase } from './run';

/** A side that answers from a script and records what it was sent. */
function scripted(...replies: ParityReply[]) {
  const sent: ParityRequest[] = [];
  const side: ParitySide = {
    send: async (request) => {
      sent.push(request);
      const next = replies.shift();
      if (!next) throw new Error('no reply left');
      return next;
    },
    advanceClock: () => undefined,
  };
  return { side, sent };
}

const ok = (body: unknown): ParityReply => ({ status: 200, headers: {}, body });
const options = { runId: 'r1', caseIndex: 7 };

// The suite is only as good as its runner: a runner that passed everything would hide every drift.
describe('the parity runner', () => {
  it('reports a different status, a different value, a missing and an extra key', async () => {
    const { side } = scripted({ status: 201, headers: {}, body: { message: 'Hi', extra: 1 } });
    const problems = await runParityCase(
      {
        name: 'x',
        steps: [
          { endpoint: api.health.check, expect: { status: 200, body: { message: 'Hello', status: 'ok' } } },
        ],
      },
      side,
      options,
    );
    expect(problems).toEqual([
      'step 1: GET /health: status: expected 200, got 201 {"message":"Hi","extra":1}',
      'step 1: GET /health: body.message: expected "Hello", got "Hi"',
      'step 1: GET /health: body.status: expected "ok", got undefined',
      'step 1: GET /health: body.extra: not expected, got 1',
    ]);
  });

  it('matches by shape, captures, and fills later requests and expectations with typed values', async () => {
    const { side, sent } = scripted(
      ok({ user: { userId: 42 }, token: 'tok-1' }),
      ok({ user: { userId: 42 } }),
    );
    const problems = await runParityCase(
      {
        name: 'x',
        steps: [
          {
            endpoint: api.users.signIn,
            body: { emailId: '{{email:a}}', password: 'p' },
            expect: {
              status: 200,
              body: { user: { userId: capture('userId', any.id()) }, token: capture('token') },
            },
          },
          {
            endpoint: api.users.getUser,
            params: { userId: '{{userId}}' },
            bearer: '{{token}}',
            expect: { status: 200, body: { user: { userId: '{{userId}}' } } },
          },
        ],
      },
      side,
      options,
    );
    expect(problems).toEqual([]);
    expect(sent[0]?.body).toBe('{"emailId":"parity.a.r1.7@public.shoplane.test","password":"p"}');
    expect(sent[1]).toMatchObject({ path: '/users/42', headers: { authorization: 'Bearer tok-1' } });
  });

  it('any.boolean takes true and false, nothing else', async () => {
    const { side } = scripted(ok({ a: true, b: false, c: 'true' }));
    const flag = any.boolean();
    const problems = await runParityCase(
      {
        name: 'x',
        steps: [{ endpoint: api.health.check, expect: { status: 200, body: { a: flag, b: flag, c: flag } } }],
      },
      side,
      options,
    );
    expect(problems).toEqual(['step 1: GET /health: body.c: expected true or false, got "true"']);
  });

  it('stops at the first step that differs', async () => {
    const { side, sent } = scripted({ status: 500, headers: {}, body: { error: 'x' } }, ok({}));
    const step = { endpoint: api.health.check, expect: { status: 200, body: {} } };
    const problems = await runParityCase({ name: 'x', steps: [step, step] }, side, options);
    expect(problems).toHaveLength(2);
    expect(sent).toHaveLength(1);
  });

  it('refuses a template used before a step captured it', async () => {
    const { side } = scripted(ok({}));
    await expect(
      runParityCase(
        { name: 'x', steps: [{ endpoint: api.users.signOut, bearer: '{{token}}', expect: { status: 200 } }] },
        side,
        options,
      ),
    ).rejects.toThrow('{{token}} is used before a step captured it');
  });
});
