/**
 * Classroom mode (demo mode; README "Teaching with ShopLane"): the /qa page's Classroom section (a
 * learner's join form and joined class, a teacher's start form and taught classes) and the
 * teacher's board `/qa/classes/{code}`. A class by its join code, an exercise by its id, a board
 * row by its rank from 1, a class switch by its name.
 */
export const classroomTestIds = {
  section: 'classroom',
  /** 'You are in <class> as <nickname>'. */
  joined: 'classroom-joined',
  /** 'Ends <time> IST' or 'Ended <time> IST'. */
  joinedEnds: 'classroom-joined-ends',
  /** What the teacher switched on for the class, or 'Nothing switched on for the class.' */
  joinedSwitches: 'classroom-joined-switches',
  leave: 'classroom-leave',
  joinForm: 'classroom-join-form',
  joinCode: 'classroom-join-code',
  joinNickname: 'classroom-join-nickname',
  joinSubmit: 'classroom-join-submit',
  /** The join form's refusal (wrong code, class ended, nickname taken…). */
  joinError: 'classroom-join-error',
  createForm: 'classroom-create-form',
  createName: 'classroom-create-name',
  createExercise: (id: string) => `classroom-create-exercise-${id}`,
  createEndsAt: 'classroom-create-ends-at',
  createSubmit: 'classroom-create-submit',
  /** The start form's refusal. */
  createError: 'classroom-create-error',
  teaching: 'classroom-teaching',
  teachingClass: (code: string) => `classroom-teaching-class-${code}`,
  /** The private teacher link of a class this browser made. */
  teachingLink: (code: string) => `classroom-teaching-link-${code}`,
  boardHome: 'classroom-board-home',
  boardQaLink: 'classroom-board-qa-link',
  boardDocsLink: 'classroom-board-docs-link',
  boardName: 'classroom-board-name',
  /** The join code, large. */
  boardCode: 'classroom-board-code',
  /** 'Learners join at /qa with this code', or that the class has ended. */
  boardJoinHint: 'classroom-board-join-hint',
  boardEnds: 'classroom-board-ends',
  /** '3 learners'. */
  boardLearnerCount: 'classroom-board-learner-count',
  /** 'Live', 'Reconnecting…', or without the page's script what to do to see new results. */
  boardLiveStatus: 'classroom-board-live-status',
  boardRefresh: 'classroom-board-refresh',
  boardCsv: 'classroom-board-csv',
  /** 'No learners yet.' */
  boardEmpty: 'classroom-board-empty',
  boardTable: 'classroom-board-table',
  boardLearner: (rank: string) => `classroom-board-learner-${rank}`,
  boardLearnerNickname: 'classroom-board-learner-nickname',
  /** '35 of 60'. */
  boardLearnerScore: 'classroom-board-learner-score',
  /** One cell per counted exercise: 'Solved' or 'Not solved' (shown as ✓ or –). */
  boardLearnerExercise: (id: string) => `classroom-board-learner-exercise-${id}`,
  boardLearnerDefects: 'classroom-board-learner-defects',
  switches: 'classroom-switches',
  /** 'Nothing switched on for the class.' */
  switchesNone: 'classroom-switches-none',
  switchesOn: 'classroom-switches-on',
  switchOff: (name: string) => `classroom-switch-off-${name}`,
  switchAdd: 'classroom-switch-add',
  switchSubmit: 'classroom-switch-submit',
  /** The refusal page's message (no such class, or not its teacher's key). */
  refused: 'classroom-refused',
} as const;
