import { randomInt } from 'node:crypto';
import { API_BASE_PATH, fillPath } from '@shop/core';
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  CLASS_LEARNERS_MAX,
  type ClassBoardReply,
  classBoard,
  classBoardPagePath,
  type ClassMembership,
  checkClassSwitches,
  checkNewClass,
  checkNickname,
  classroomMessages,
  type ClassroomRefusal,
  exerciseDetailFields,
  type NewClassReply,
  type NewClassRequest,
  normaliseClassCode,
  type QaClassroomModel,
  qaClassFileEndpoints,
  qaEndpoints,
  type QaEventFact,
} from '@shop/core/qa';
import type { Clock } from '../clock';
import type { Database } from '../db/connect';
import {
  classesMadeBy,
  findClass,
  insertClass,
  joinClass,
  learnersOf,
  leaveClass,
  lessonFacts,
  membershipOf,
  setClassSwitches,
  boardFingerprint,
} from '../db/repositories/classroom-repository';
import type { QaClassRow } from '../db/schema';
import { HttpError } from '../http/http-error';
import { membershipReply } from './class-context';
import { type ClassMemberships, membershipEntry } from './class-memberships';
import type { ClassroomLimiter } from './classroom-limiter';
import { isTeacherKey, teacherKeyHash, teacherKeyOf } from './teacher-keys';
import type { QaEventKind } from './qa-events';

/** Classes the /qa page lists as taught by one sandbox (newest first). */
const TEACHING_LISTED = 20;
/** 31^6 (about 887 million) codes: a draw seldom meets a taken one, and a few always find a free one. */
const CODE_DRAWS = 5;

const refusalError = ({ status, message }: ClassroomRefusal) => new HttpError(status, message);

function drawCode(): string {
  let code = '';
  for (let index = 0; index < CLASS_CODE_LENGTH; index++) {
    code += CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)];
  }
  return code;
}

/** Who asks: the sandbox (required) and the client's address (the limits count both). */
export interface ClassroomCaller {
  readonly sandboxKey: string;
  readonly address: string;
}

export interface ClassroomServiceOptions {
  readonly db: Database;
  /** The server's real clock: a class ends in real time, whatever a session's offset says. */
  readonly clock: Clock;
  readonly limiter: ClassroomLimiter;
  readonly memberships: ClassMemberships;
  /** The derived HMAC key of teacher keys (SecretService `classTeacherKey`). */
  readonly teacherSecret: () => Promise<Buffer>;
}

/**
 * Classroom mode (demo mode): teachers' classes, learners joining and leaving them, the board and
 * the class switches. Learners see only their own class's name, code and nickname; everything of
 * other learners needs the class's teacher key.
 */
export class ClassroomService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly limiter: ClassroomLimiter;
  private readonly memberships: ClassMemberships;
  private readonly teacherSecret: () => Promise<Buffer>;

  constructor(options: ClassroomServiceOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.limiter = options.limiter;
    this.memberships = options.memberships;
    this.teacherSecret = options.teacherSecret;
  }

  async create(caller: ClassroomCaller, request: NewClassRequest): Promise<NewClassReply> {
    const now = this.clock.now();
    const checked = checkNewClass(request, now);
    if (!checked.ok) throw refusalError(checked.refusal);
    await this.limiter.count('createsPerSandbox', caller.sandboxKey);
    await this.limiter.count('createsPerAddress', caller.address);
    const secret = await this.teacherSecret();
    for (let draw = 0; draw < CODE_DRAWS; draw++) {
      const code = drawCode();
      const teacherKey = teacherKeyOf(secret, code, now);
      const made = await insertClass(this.db, {
        code,
        name: checked.value.name,
        exerciseIds: [...checked.value.exerciseIds],
        endsAt: checked.value.endsAt,
        teacherKeyHash: teacherKeyHash(teacherKey),
        createdBySandbox: caller.sandboxKey,
        createdAt: now,
      });
      if (!made) continue;
      return {
        code,
        name: checked.value.name,
        exerciseIds: [...checked.value.exerciseIds],
        endsAt: checked.value.endsAt.toISOString(),
        teacherKey,
        ...teacherLinks(code, teacherKey),
      };
    }
    throw new Error('No free class code after several draws');
  }

  async join(caller: ClassroomCaller, typedCode: string, typedNickname: string): Promise<ClassMembership> {
    const code = normaliseClassCode(typedCode);
    if (code === null) throw new HttpError(404, classroomMessages.noClass);
    const nickname = checkNickname(typedNickname);
    if (!nickname.ok) throw refusalError(nickname.refusal);
    await this.limiter.count('joinsPerSandbox', caller.sandboxKey);
    await this.limiter.count('joinsPerAddress', caller.address);
    const outcome = await joinClass(this.db, {
      code,
      sandboxKey: caller.sandboxKey,
      nickname: nickname.value,
      now: this.clock.now(),
      learnersMax: CLASS_LEARNERS_MAX,
    });
    if ('refused' in outcome) {
      const [status, message] = joinRefusal[outcome.refused];
      throw new HttpError(status, message);
    }
    this.memberships.changed({ sandboxes: [caller.sandboxKey] });
    return this.membershipReply(outcome.joined.class, outcome.joined.learner.nickname);
  }

  async leave(sandboxKey: string, typedCode: string): Promise<void> {
    const code = normaliseClassCode(typedCode);
    if (code === null || !(await leaveClass(this.db, code, sandboxKey))) {
      throw new HttpError(404, classroomMessages.notInClass);
    }
    this.memberships.changed({ sandboxes: [sandboxKey] });
  }

  /** The class a sandbox joined (running or ended), as that learner may see it. */
  async membership(sandboxKey: string): Promise<ClassMembership | null> {
    const row = await membershipOf(this.db, sandboxKey);
    return row ? this.membershipReply(row.class, row.learner.nickname) : null;
  }

  /** The /qa page's classroom section for one sandbox. */
  async classroomOf(sandboxKey: string | null): Promise<QaClassroomModel> {
    if (sandboxKey === null) return { joined: null, teaching: [] };
    const [joined, made, secret] = await Promise.all([
      this.membership(sandboxKey),
      classesMadeBy(this.db, sandboxKey, TEACHING_LISTED),
      this.teacherSecret(),
    ]);
    const now = this.clock.now();
    return {
      joined,
      teaching: made.map((row) => ({
        code: row.code,
        name: row.name,
        endsAt: row.endsAt.toISOString(),
        ended: row.endsAt <= now,
        teacherLink: teacherLinks(row.code, teacherKeyOf(secret, row.code, row.createdAt)).teacherLink,
      })),
    };
  }

  /** The class of a teacher's call, or the one 404 for a wrong code and a wrong key alike. */
  async teacherClass(typedCode: string, key: string | undefined): Promise<QaClassRow> {
    const code = normaliseClassCode(typedCode);
    const found = code === null ? undefined : await findClass(this.db, code);
    // The key is hashed and compared even without a class, so both refusals take as long.
    const matches = isTeacherKey(key ?? '', found?.teacherKeyHash ?? '0'.repeat(64));
    if (!found || !matches) throw new HttpError(404, classroomMessages.notTeacher);
    return found;
  }

  async board(row: QaClassRow): Promise<ClassBoardReply> {
    const [learners, facts] = await Promise.all([
      learnersOf(this.db, row.code),
      lessonFacts(this.db, row.code, row.endsAt, exerciseDetailFields),
    ]);
    const factsOf = new Map<string, (QaEventFact & { createdAt: Date })[]>();
    for (const fact of facts) {
      const list = factsOf.get(fact.sandboxKey) ?? [];
      list.push({
        kind: fact.kind as QaEventKind,
        name: fact.name,
        detail: fact.detail,
        createdAt: fact.createdAt,
      });
      factsOf.set(fact.sandboxKey, list);
    }
    const board = classBoard(
      { code: row.code, name: row.name, exerciseIds: row.exerciseIds, endsAt: row.endsAt },
      learners.map((learner) => ({
        nickname: learner.nickname,
        joinedAt: learner.joinedAt,
        events: factsOf.get(learner.sandboxKey) ?? [],
      })),
      this.clock.now(),
    );
    return {
      ...board,
      exercises: board.exercises.map((exercise) => ({ ...exercise })),
      learners: board.learners.map((learner) => ({ ...learner, solved: [...learner.solved] })),
      switches: [...row.switches],
    };
  }

  /** The board as it stands now, the class read afresh (its switches may have changed). */
  async currentBoard(code: string): Promise<ClassBoardReply> {
    const row = await findClass(this.db, code);
    if (!row) throw new HttpError(404, classroomMessages.notTeacher);
    return this.board(row);
  }

  boardFingerprint(code: string): Promise<string> {
    return boardFingerprint(this.db, code);
  }

  async setSwitches(row: QaClassRow, names: readonly string[]): Promise<readonly string[]> {
    const checked = checkClassSwitches(names);
    if (!checked.ok) throw refusalError(checked.refusal);
    if (this.hasEnded(row)) throw new HttpError(410, classroomMessages.ended);
    await this.limiter.count('switchChangesPerClass', row.code);
    await setClassSwitches(this.db, row.code, checked.value);
    this.memberships.changed({ classes: [row.code] });
    return checked.value;
  }

  hasEnded(row: Pick<QaClassRow, 'endsAt'>): boolean {
    return row.endsAt <= this.clock.now();
  }

  private membershipReply(row: QaClassRow, nickname: string): ClassMembership {
    return membershipReply(membershipEntry(row, nickname), this.clock.now());
  }
}

const joinRefusal = {
  'no-class': [404, classroomMessages.noClass],
  ended: [410, classroomMessages.ended],
  'already-in-class': [409, classroomMessages.alreadyInClass],
  full: [409, classroomMessages.classFull],
  'nickname-taken': [409, classroomMessages.nicknameTaken],
} as const;

/** The teacher's links of a class: the board page, and the board as JSON, CSV and live events. */
export function teacherLinks(
  code: string,
  teacherKey: string,
): Pick<NewClassReply, 'teacherLink' | 'boardUrl' | 'csvUrl' | 'eventsUrl'> {
  const withKey = `?key=${encodeURIComponent(teacherKey)}`;
  const api = (path: string) => `${API_BASE_PATH}${fillPath(path, { code })}${withKey}`;
  return {
    teacherLink: `${classBoardPagePath(code)}${withKey}`,
    boardUrl: api(qaEndpoints.classBoard.path),
    csvUrl: api(qaClassFileEndpoints.boardCsv.path),
    eventsUrl: api(qaClassFileEndpoints.events.path),
  };
}
