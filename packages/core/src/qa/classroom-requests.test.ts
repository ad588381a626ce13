import { describe, expect, it } from 'vitest';
import {
  checkClassSwitches,
  checkNewClass,
  checkNickname,
  classroomMessages,
  exercises,
  parseClassEndTime,
  QA_LIST_MAX,
  splitClassSwitches,
  withClassSwitches,
} from '.';

const NOW = new Date('2026-12-01T09:00:00Z');
const refusal = (status: number, message: string) => ({ ok: false, refusal: { status, message } });

describe('a class’s end time', () => {
  it('reads ISO times with a zone, and a form’s local date-time as India time', () => {
    expect(parseClassEndTime('2026-12-01T10:00:00Z')).toEqual(new Date('2026-12-01T10:00:00Z'));
    expect(parseClassEndTime(' 2026-12-01T15:30:00.000+05:30 ')).toEqual(new Date('2026-12-01T10:00:00Z'));
    expect(parseClassEndTime('2026-12-01T15:30')).toEqual(new Date('2026-12-01T10:00:00Z'));
    for (const wrong of ['tomorrow', '2026-12-01', '2026-13-01T10:00Z', '1796000000000', '']) {
      expect(parseClassEndTime(wrong), wrong).toBeNull();
    }
  });
});

describe('a new class', () => {
  const request = { name: '  Tuesday   QA ', endsAt: '2026-12-01T10:00:00Z' };

  it('counts every exercise unless told, and tidies the name', () => {
    expect(checkNewClass(request, NOW)).toEqual({
      ok: true,
      value: {
        name: 'Tuesday QA',
        exerciseIds: exercises.map((exercise) => exercise.id),
        endsAt: new Date('2026-12-01T10:00:00Z'),
      },
    });
  });

  it('keeps the chosen exercises once each, in catalogue order', () => {
    const checked = checkNewClass(
      { ...request, exerciseIds: ['keyboard-add-to-cart', 'fresh-test-user', 'keyboard-add-to-cart'] },
      NOW,
    );
    expect(checked.ok && checked.value.exerciseIds).toEqual(['fresh-test-user', 'keyboard-add-to-cart']);
  });

  it('refuses a name, exercises or end time out of bounds, each with its own text', () => {
    expect(checkNewClass({ ...request, name: '   ' }, NOW)).toEqual(
      refusal(400, 'A class name is 1 to 80 characters'),
    );
    expect(checkNewClass({ ...request, name: 'x'.repeat(81) }, NOW)).toEqual(
      refusal(400, classroomMessages.invalidName),
    );
    expect(checkNewClass({ ...request, exerciseIds: ['no-such-exercise'] }, NOW)).toEqual(
      refusal(400, 'Unknown exercise id'),
    );
    expect(checkNewClass({ ...request, exerciseIds: [] }, NOW)).toEqual(
      refusal(400, 'Choose at least one exercise for the class'),
    );
    expect(checkNewClass({ ...request, endsAt: 'at four' }, NOW)).toEqual(
      refusal(
        400,
        'The end time must be a date and time such as 2026-12-01T15:30 (India time) or 2026-12-01T10:00:00Z',
      ),
    );
    expect(checkNewClass({ ...request, endsAt: '2026-12-01T09:04:59Z' }, NOW)).toEqual(
      refusal(400, 'A class must run for at least 5 minutes from now'),
    );
    expect(checkNewClass({ ...request, endsAt: '2026-12-01T09:05:00Z' }, NOW).ok).toBe(true);
    expect(checkNewClass({ ...request, endsAt: '2026-12-08T09:00:00Z' }, NOW).ok).toBe(true);
    expect(checkNewClass({ ...request, endsAt: '2026-12-08T09:00:01Z' }, NOW)).toEqual(
      refusal(400, 'A class can run for at most 7 days'),
    );
  });
});

describe('nicknames and class switches', () => {
  it('tidies a nickname or refuses it', () => {
    expect(checkNickname(' Asha  K ')).toEqual({ ok: true, value: 'Asha K' });
    expect(checkNickname('a@b.in')).toEqual(
      refusal(400, 'A nickname is 2 to 24 letters or digits (spaces, - and _ inside)'),
    );
  });

  it('takes live scenarios and defects switched on, each once; nothing else', () => {
    expect(
      checkClassSwitches([' cart.add.rate-limited', '+error.cart.add-fails', 'cart.add.rate-limited']),
    ).toEqual({ ok: true, value: ['cart.add.rate-limited', '+error.cart.add-fails'] });
    expect(checkClassSwitches([])).toEqual({ ok: true, value: [] });
    const unknown = refusal(
      400,
      'Unknown scenario or defect switch (a live scenario name, or + and a defect id)',
    );
    for (const wrong of [
      'cart.add.eror',
      'error.cart.add-fails',
      '-error.cart.add-fails',
      '+cart.add.error',
    ]) {
      expect(checkClassSwitches([wrong]), wrong).toEqual(unknown);
    }
    const many = Array.from({ length: QA_LIST_MAX + 1 }, (_, index) => `products.slow${'x'.repeat(index)}`);
    expect(checkClassSwitches(many)).toEqual(refusal(400, 'At most 20 class switches'));
  });

  it('splits them into a request’s scenarios and defect switches', () => {
    expect(splitClassSwitches(['cart.add.rate-limited', '+error.cart.add-fails', 'products.slow'])).toEqual({
      scenarios: ['cart.add.rate-limited', 'products.slow'],
      defectSwitches: ['+error.cart.add-fails'],
    });
  });

  it('adds the class’s after the learner’s own, each once', () => {
    expect(
      withClassSwitches(['products.slow', 'cart.get.error'], ['cart.get.error', 'cart.add.error']),
    ).toEqual(['products.slow', 'cart.get.error', 'cart.add.error']);
    const own = ['products.slow'];
    expect(withClassSwitches(own, [])).toBe(own);
  });
});
