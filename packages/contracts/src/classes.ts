/**
 * Class links: a teacher (signed in with a passkey, no email) makes a set of problems and shares
 * its join code; students join with a nickname only, write their working line by line and answer;
 * the teacher sees every student's cells live. Only nicknames are kept of students: nothing else
 * that could name a child.
 */
import * as z from 'zod/mini';
import {
  answerText,
  MathML,
  MathStep,
  QuestionPieces,
  QuestionWords,
  typedText,
} from './common.js';
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  CLASS_PROBLEMS_MAX,
  CLASS_TITLE_MAX,
  classCellStates,
  classHelps,
  lineVerdicts,
  NICKNAME_MAX,
  practiceCategories,
  practiceDifficulties,
  RESTORE_CODE_INPUT_MAX,
  RESTORE_CODE_PATTERN,
  SOLVE_PROBLEM_MAX,
} from './paths.js';

/** An ISO 8601 date-time in UTC (`2026-12-01T09:00:00.000Z`). */
const ClassTime = z.iso.datetime();

/** Ids the server makes (random UUIDs); anything else names nothing. */
const ServerId = z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'Unknown id'));

// ---------------------------------------------------------------- teachers and passkeys

export const Teacher = z.object({ id: z.string() });
export type Teacher = z.infer<typeof Teacher>;

/** The answer of a passkey sign-in. */
export const TeacherResponse = z.object({ teacher: Teacher });
export type TeacherResponse = z.infer<typeof TeacherResponse>;

/**
 * GET /api/teach/me: the teacher of the session cookie, or null without a session (a signed-out
 * visit to /teach is an answer, not an error: nothing is logged in the browser's console).
 */
export const TeacherSession = z.object({ teacher: z.nullable(Teacher) });
export type TeacherSession = z.infer<typeof TeacherSession>;

/**
 * A recovery code: shown once when the account is made (and when one is spent), stored only as
 * its SHA-256. `XXXXX-XXXXX-XXXXX-XXXXX` in Crockford base32, like a restore code.
 */
export const RecoveryCode = z.string().check(z.regex(RESTORE_CODE_PATTERN));

/** POST /api/teach/passkey/register and /api/teach/recover: the teacher, and a new recovery code. */
export const TeacherWithRecovery = z.object({ teacher: Teacher, recoveryCode: RecoveryCode });
export type TeacherWithRecovery = z.infer<typeof TeacherWithRecovery>;

/**
 * WebAuthn options for the browser (`PublicKeyCredentialCreationOptionsJSON` to create a passkey,
 * `PublicKeyCredentialRequestOptionsJSON` to use one), as @simplewebauthn/browser takes them. The
 * challenge is kept by the server and is good for one use, for a few minutes.
 */
export const PasskeyOptions = z.object({
  options: z.looseObject({ challenge: z.string().check(z.minLength(16)) }),
});
export type PasskeyOptions = z.infer<typeof PasskeyOptions>;

/**
 * What the browser's authenticator answered (`RegistrationResponseJSON` or
 * `AuthenticationResponseJSON` from @simplewebauthn/browser), checked by the server: its
 * signature, the challenge it signed, the site and the origin.
 */
export const PasskeyCredential = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(1024)),
  rawId: z.string().check(z.minLength(1), z.maxLength(1024)),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: z.string().check(z.minLength(1), z.maxLength(4096)),
  }),
});
export type PasskeyCredential = z.infer<typeof PasskeyCredential>;

export const PasskeyRequest = z.strictObject({ response: PasskeyCredential });
export type PasskeyRequest = z.input<typeof PasskeyRequest>;

/** POST /api/teach/recover: the code is spent, and a new one is shown once. */
export const RecoverRequest = z.strictObject({
  recoveryCode: typedText(
    'Please enter your recovery code',
    RESTORE_CODE_INPUT_MAX,
    'That is not a recovery code',
  ),
});
export type RecoverRequest = z.input<typeof RecoverRequest>;

// ---------------------------------------------------------------- sets

export const ClassHelp = z.enum(classHelps);
export type ClassHelp = z.infer<typeof ClassHelp>;

/** A set's join code as the server writes it (6 characters, no look-alikes). */
export const ClassCode = z
  .string()
  .check(z.length(CLASS_CODE_LENGTH), z.regex(new RegExp(`^[${CLASS_CODE_ALPHABET}]+$`)));

/** A join code in a path: any case (read as upper case); the wrong shape names no set. */
export const JoinParams = z.strictObject({
  code: z.string().check(z.regex(/^[A-Za-z0-9]{6}$/, 'Unknown class code')),
});

/** Problems of a set are numbered from 1. */
const Position = z.int().check(z.minimum(1), z.maximum(CLASS_PROBLEMS_MAX));

/**
 * What a typed problem's words asked to be done with its maths ("factor x^2-5x+6" asks `factor`,
 * "derivada de x^3" `differentiate`): the solver's request ids, which a page asks in its own words.
 */
export const classRequests = [
  'solve',
  'evaluate',
  'simplify',
  'expand',
  'factor',
  'differentiate',
  'integrate',
  'limit',
  'graph',
  'determinant',
  'inverse',
  'transpose',
  'statistic',
  'complete-the-square',
  'prove',
] as const;
export type ClassRequest = (typeof classRequests)[number];

/**
 * A problem of a set: its question (a drawn problem's sentence, or what the teacher typed), its
 * maths as MathML, and, for a drawn problem whose question has words around its maths, those
 * words ("Solve for x:", "Give the answer as a fraction."), shown as text around the maths; for a
 * typed problem whose words asked something, what they asked (`asked`), which the page words in
 * the student's language before the maths ("Factoriza:"). Sets made before `asked` was kept have
 * none.
 */
export const ClassProblem = z.object({
  position: Position,
  question: z.string(),
  mathml: MathML,
  questionWords: z.optional(QuestionWords),
  questionPieces: z.optional(QuestionPieces),
  asked: z.optional(z.enum(classRequests)),
});
export type ClassProblem = z.infer<typeof ClassProblem>;

/** Problems drawn from a practice category: how many, and at which level. */
export const ClassDraw = z.strictObject({
  category: z.enum(practiceCategories),
  count: z.int().check(z.minimum(1), z.maximum(CLASS_PROBLEMS_MAX)),
  level: z.enum(practiceDifficulties),
});
export type ClassDraw = z.infer<typeof ClassDraw>;

/**
 * POST /api/teach/sets. `problems` are typed, one per line (blank lines are dropped); each is
 * solved and its answer checked when the set is made, and a line the solver cannot answer is
 * refused (422 `problem_unsolved`, naming the line). `draw` adds problems made by a practice
 * category's generator after the typed ones. Together at least 1 and at most CLASS_PROBLEMS_MAX.
 * `opensAt` defaults to now; without `closesAt` the set stays open.
 */
export const CreateClassSetRequest = z.strictObject({
  title: typedText('Please enter a title', CLASS_TITLE_MAX, 'The title is too long'),
  problems: z
    .array(z.string().check(z.maxLength(SOLVE_PROBLEM_MAX, 'A problem is too long')))
    .check(z.maxLength(CLASS_PROBLEMS_MAX, `At most ${CLASS_PROBLEMS_MAX} problems`)),
  draw: z.optional(ClassDraw),
  help: ClassHelp,
  opensAt: z.optional(ClassTime),
  closesAt: z.optional(ClassTime),
});
export type CreateClassSetRequest = z.input<typeof CreateClassSetRequest>;

export const ClassSet = z.object({
  id: z.string(),
  title: z.string(),
  code: ClassCode,
  /** The page students open: `/join/CODE`. */
  joinPath: z.string(),
  help: ClassHelp,
  opensAt: ClassTime,
  closesAt: z.nullable(ClassTime),
  problems: z.array(ClassProblem),
});
export type ClassSet = z.infer<typeof ClassSet>;

export const ClassSetSummary = z.object({
  id: z.string(),
  title: z.string(),
  code: ClassCode,
  createdAt: ClassTime,
  opensAt: ClassTime,
  closesAt: z.nullable(ClassTime),
  /** Students who joined. */
  students: z.int().check(z.minimum(0)),
  problems: z.int().check(z.minimum(0)),
});
export type ClassSetSummary = z.infer<typeof ClassSetSummary>;

/** GET /api/teach/sets: the teacher's own sets, newest first. */
export const ClassSetList = z.object({ sets: z.array(ClassSetSummary) });
export type ClassSetList = z.infer<typeof ClassSetList>;

export const ClassSetParams = z.strictObject({ setId: ServerId });

/** `?after=<event id>`: the live stream starts after that event (as `Last-Event-ID` does). */
export const ClassEventsQuery = z.object({
  after: z.optional(z.string().check(z.regex(/^[0-9]{1,15}$/, 'An event id'))),
});
export const ClassStudentParams = z.strictObject({ setId: ServerId, studentId: ServerId });

export const ClassCellState = z.enum(classCellStates);
export type ClassCellState = z.infer<typeof ClassCellState>;

/**
 * A mistake by name (math-core's slugs: `sign-of-moved-term`, `negative-root-forgotten`, …): the
 * first named mistake of the student's working, or of a wrong answer.
 */
export const MistakeName = z
  .string()
  .check(z.maxLength(64), z.regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/));

/** One student on one problem: a cell of the teacher's table. */
export const ClassCell = z.object({
  studentId: z.string(),
  position: Position,
  state: ClassCellState,
  mistake: z.optional(MistakeName),
});
export type ClassCell = z.infer<typeof ClassCell>;

/** A cell as the live stream sends it: with the student's nickname (a student new to the table). */
export const ClassCellUpdate = z.extend(ClassCell, { nickname: z.string() });
export type ClassCellUpdate = z.infer<typeof ClassCellUpdate>;

export const ClassStudent = z.object({ id: z.string(), nickname: z.string() });
export type ClassStudent = z.infer<typeof ClassStudent>;

/** How many students' cells on a problem carry a mistake, most first. */
export const CommonMistake = z.object({
  position: Position,
  mistake: MistakeName,
  count: z.int().check(z.minimum(1)),
});
export type CommonMistake = z.infer<typeof CommonMistake>;

/**
 * GET /api/teach/sets/{setId}: the set, its students, every cell that is not `not-started`, the
 * most common mistakes, and the id of the last event so far: the live stream sends what comes
 * after it.
 */
export const ClassSetDetail = z.object({
  set: ClassSet,
  students: z.array(ClassStudent),
  cells: z.array(ClassCell),
  commonMistakes: z.array(CommonMistake),
  lastEventId: z.int().check(z.minimum(0)),
});
export type ClassSetDetail = z.infer<typeof ClassSetDetail>;

export const LineVerdict = z.enum(lineVerdicts);
export type LineVerdict = z.infer<typeof LineVerdict>;

/** A line of a student's working as last checked. */
export const WorkingLine = z.object({
  text: z.string(),
  verdict: LineVerdict,
  mistake: z.optional(MistakeName),
});
export type WorkingLine = z.infer<typeof WorkingLine>;

/** A student's work on one problem. */
export const ProblemWork = z.object({
  position: Position,
  lines: z.array(WorkingLine),
  /** The last answer submitted, or null. */
  answer: z.nullable(z.string()),
  state: ClassCellState,
  mistake: z.optional(MistakeName),
});
export type ProblemWork = z.infer<typeof ProblemWork>;

/** GET /api/teach/sets/{setId}/students/{studentId}: one student's lines with their verdicts. */
export const ClassStudentWork = z.object({
  nickname: z.string(),
  work: z.array(ProblemWork),
});
export type ClassStudentWork = z.infer<typeof ClassStudentWork>;

// ---------------------------------------------------------------- students

/** GET /api/join/{code}: what a student sees before joining. */
export const JoinInfo = z.object({
  title: z.string(),
  /** Between `opensAt` and `closesAt`: work is taken. */
  open: z.boolean(),
  opensAt: ClassTime,
  closesAt: z.nullable(ClassTime),
  problemCount: z.int().check(z.minimum(0)),
  /** This browser joined the set already (its student cookie is one of the set's students). */
  joined: z.boolean(),
});
export type JoinInfo = z.infer<typeof JoinInfo>;

/** POST /api/join/{code}: a nickname, not a full name; unique within the set. */
export const JoinRequest = z.strictObject({
  nickname: typedText(
    'Please enter a nickname',
    NICKNAME_MAX,
    `A nickname is at most ${NICKNAME_MAX} characters`,
  ),
});
export type JoinRequest = z.input<typeof JoinRequest>;
export const JoinResponse = z.object({ nickname: z.string() });
export type JoinResponse = z.infer<typeof JoinResponse>;

/** GET /api/join/{code}/work: the set's problems and this student's work on each. */
export const StudentClassWork = z.object({
  title: z.string(),
  nickname: z.string(),
  help: ClassHelp,
  open: z.boolean(),
  problems: z.array(ClassProblem),
  work: z.array(ProblemWork),
});
export type StudentClassWork = z.infer<typeof StudentClassWork>;

export const ClassProblemParams = z.strictObject({
  code: z.string().check(z.regex(/^[A-Za-z0-9]{6}$/, 'Unknown class code')),
  position: z.pipe(
    z.string().check(z.regex(/^[1-9][0-9]?$/, 'Unknown problem')),
    z.transform(Number),
  ),
});

/** POST /api/join/{code}/problems/{position}/working: the lines after the problem, blank ones dropped. */
export const WorkingRequest = z.strictObject({
  lines: z
    .array(z.string().check(z.maxLength(SOLVE_PROBLEM_MAX, 'A line is too long')))
    .check(z.minLength(1, 'Write your working, one step per line'), z.maxLength(40)),
});
export type WorkingRequest = z.input<typeof WorkingRequest>;

/** Each line checked: follows from the one before (`right`), `wrong`, or `unreadable`, and why. */
export const CheckedLine = z.object({
  text: z.string(),
  verdict: LineVerdict,
  mistake: z.optional(MistakeName),
  /** In a student's words: why the line is wrong or unreadable, or that it follows. */
  message: z.string(),
});
export type CheckedLine = z.infer<typeof CheckedLine>;
export const WorkingResponse = z.object({
  lines: z.array(CheckedLine),
  /** The last line is the answer, reached by lines that all follow. */
  finished: z.boolean(),
});
export type WorkingResponse = z.infer<typeof WorkingResponse>;

/** POST /api/join/{code}/problems/{position}/answer. */
export const ClassAnswerRequest = z.strictObject({ answer: answerText() });
export type ClassAnswerRequest = z.input<typeof ClassAnswerRequest>;
export const ClassAnswerResponse = z.object({
  correct: z.boolean(),
  /** A sentence for the student: right, or wrong and (when a common mistake explains it) why. */
  message: z.string(),
  mistake: z.optional(MistakeName),
});
export type ClassAnswerResponse = z.infer<typeof ClassAnswerResponse>;

/** GET /api/join/{code}/problems/{position}/help: only what the teacher allowed. */
export const ClassHelpResponse = z.object({
  hint: z.optional(z.string()),
  steps: z.optional(z.array(MathStep)),
});
export type ClassHelpResponse = z.infer<typeof ClassHelpResponse>;
