import {
  classBoard,
  type ClassBoardPageModel,
  type ClassLearner,
  type ClassSettings,
  exercises,
  liveScenarios,
} from '@shop/core/qa';

/*
 * A lesson as the server would hand it to the board: a class counting every exercise, from 09:00
 * to 09:50 UTC (14:30–15:20 IST), and four learners' sandbox events (stories' fixtures, not exports).
 */

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 9, minute));

export const classSettings: ClassSettings = {
  code: 'K7P2QX',
  name: 'Tuesday QA — batch 7',
  exerciseIds: exercises.map((exercise) => exercise.id),
  endsAt: at(50),
};

const fact = (kind: ClassLearner['events'][number]['kind'], name: string, minute: number, detail = {}) => ({
  kind,
  name,
  detail,
  createdAt: at(minute),
});

/** The longest nickname core takes (24 characters), to see the board's first column wrap it. */
export const LONG_NICKNAME = 'Priyadarshini_Venkatesan';

export const lessonLearners: readonly ClassLearner[] = [
  {
    nickname: 'रवि_2',
    joinedAt: at(3),
    events: [fact('data', 'qa.createTestUser', 6)],
  },
  {
    nickname: 'Asha K',
    joinedAt: at(2),
    events: [
      fact('data', 'qa.createTestUser', 5),
      fact('scenario', 'cart.add.error', 10, { call: 'cart.add' }),
      fact('quirk', 'quirk.sign-up.status-200', 12),
      fact('defect', 'problem.listing.same-image', 20),
      fact('defect', 'problem.cart.remove-wrong-line', 21),
    ],
  },
  { nickname: LONG_NICKNAME, joinedAt: at(4), events: [fact('defect', 'problem.listing.same-image', 15)] },
  { nickname: 'Meera', joinedAt: at(8), events: [] },
];

export const TEACHER_KEY = 'tk_5d1e9a7c3f0b42e8a6c4';

/** The board page as the server would give it: the class at `minute` past nine, with `learners`. */
export function boardPage(
  minute: number,
  learners: readonly ClassLearner[],
  switches: readonly string[] = [],
): ClassBoardPageModel {
  const key = encodeURIComponent(TEACHER_KEY);
  return {
    board: classBoard(classSettings, learners, at(minute)),
    teacherKey: TEACHER_KEY,
    switches,
    liveScenarios,
    eventsUrl: `/api/v1/qa/classes/${classSettings.code}/events?key=${key}`,
    csvUrl: `/api/v1/qa/classes/${classSettings.code}/board.csv?key=${key}`,
  };
}
