import { describe, expect, it } from 'vitest';
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  classBoard,
  classBoardCsv,
  type ClassLearner,
  type ClassSettings,
  exercises,
  normaliseClassCode,
  normaliseNickname,
} from '.';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 9, minute));

const settings: ClassSettings = {
  code: 'K7P2QX',
  name: 'Tuesday QA',
  exerciseIds: ['forced-error', 'fresh-test-user', 'keyboard-add-to-cart'],
  endsAt: at(50),
};

const learner = (nickname: string, joined: number, events: [string, string, number][]): ClassLearner => ({
  nickname,
  joinedAt: at(joined),
  events: events.map(([kind, name, minute]) => ({
    kind: kind as ClassLearner['events'][number]['kind'],
    name,
    detail: {},
    createdAt: at(minute),
  })),
});

const points = (id: string) => exercises.find((exercise) => exercise.id === id)?.points ?? NaN;

describe('join codes and nicknames', () => {
  it('reads a code in any letter case with spaces around, and only from the unambiguous alphabet', () => {
    expect(normaliseClassCode('  k7p2qx ')).toBe('K7P2QX');
    expect(CLASS_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    for (const wrong of ['K7P2Q', 'K7P2QXZ', 'K0P2QX', 'KIP2QX', 'K7P-QX', '']) {
      expect(normaliseClassCode(wrong)).toBeNull();
    }
    expect(normaliseClassCode('A'.repeat(CLASS_CODE_LENGTH))).toBe('AAAAAA');
  });

  it('takes nicknames of 2–24 letters, digits, inner spaces, - and _, in any script', () => {
    expect(normaliseNickname('  Asha   K ')).toBe('Asha K');
    expect(normaliseNickname('रवि_2')).toBe('रवि_2');
    expect(normaliseNickname('ab')).toBe('ab');
    expect(normaliseNickname('a'.repeat(24))).toBe('a'.repeat(24));
    for (const wrong of ['a', 'a'.repeat(25), '-asha', 'asha-', '<b>asha</b>', 'asha@shop.test', '=1+1']) {
      expect(normaliseNickname(wrong)).toBeNull();
    }
  });
});

describe('the teacher’s board', () => {
  it('counts only the class’s exercises, solved between joining and the end, best score first', () => {
    const board = classBoard(
      settings,
      [
        // Solved forced-error before joining: it does not count here.
        learner('Asha', 5, [
          ['scenario', 'cart.add.error', 2],
          ['data', 'qa.createTestUser', 10],
        ]),
        learner('Ravi', 6, [
          ['scenario', 'cart.add.error', 20],
          ['keyboard', 'details.addToCart', 30],
          // Solved, but not an exercise of this class.
          ['limit', 'users.signIn', 31],
          // After the end.
          ['data', 'qa.createTestUser', 55],
        ]),
        learner('Meera', 4, []),
      ],
      at(40),
    );
    expect(board).toMatchObject({ code: 'K7P2QX', name: 'Tuesday QA', ended: false });
    expect(board.exercises.map((exercise) => exercise.id)).toEqual([
      'fresh-test-user',
      'forced-error',
      'keyboard-add-to-cart',
    ]);
    expect(board.maxScore).toBe(
      points('fresh-test-user') + points('forced-error') + points('keyboard-add-to-cart'),
    );
    expect(board.learners.map(({ nickname, solved, score }) => ({ nickname, solved, score }))).toEqual([
      {
        nickname: 'Ravi',
        solved: ['forced-error', 'keyboard-add-to-cart'],
        score: points('forced-error') + points('keyboard-add-to-cart'),
      },
      { nickname: 'Asha', solved: ['fresh-test-user'], score: points('fresh-test-user') },
      { nickname: 'Meera', solved: [], score: 0 },
    ]);
    expect(classBoard(settings, [], at(50)).ended).toBe(true);
  });

  it('counts distinct persona defects found during the lesson', () => {
    const board = classBoard(
      settings,
      [
        learner('Asha', 0, [
          ['defect', 'problem.listing.same-image', 1],
          ['defect', 'problem.listing.same-image', 2],
          ['defect', 'problem.cart.remove-wrong-line', 3],
          ['scenario', 'products.slow', 4],
        ]),
      ],
      at(10),
    );
    expect(board.learners[0]?.defectsFound).toBe(2);
  });

  it('counts no defect that showed only because the teacher switched it on for the class', () => {
    const asha = learner('Asha', 0, [['defect', 'problem.listing.same-image', 1]]);
    const lessonShown = { ...asha.events[0]!, detail: { class: settings.code } };
    const board = classBoard(settings, [{ ...asha, events: [lessonShown] }], at(10));
    expect(board.learners[0]?.defectsFound).toBe(0);
  });
});

describe('the board as CSV', () => {
  it('has a row a learner and a column an exercise, quoted where needed and inert in a spreadsheet', () => {
    const board = classBoard(
      settings,
      [learner('Asha, K', 1, [['data', 'qa.createTestUser', 2]]), learner('-Ravi', 2, [])],
      at(10),
    );
    const csv = classBoardCsv(board);
    expect(csv.split('\r\n')).toEqual([
      'nickname,joined,score,defects found,fresh-test-user,forced-error,keyboard-add-to-cart',
      `"Asha, K",${at(1).toISOString()},${points('fresh-test-user')},0,1,0,0`,
      `'-Ravi,${at(2).toISOString()},0,0,0,0,0`,
      '',
    ]);
  });
});
