/**
 * The one `Database` interface (Kysely docs style). Column names are snake_case in both SQLite and
 * PostgreSQL; money is integer cents; lists (features, steps, explanation) are JSON text so both
 * engines agree.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Defaults to CURRENT_TIMESTAMP; SQLite hands it back as text, PostgreSQL as a Date. */
type Timestamp = Generated<Date | string>;
type UpdatedAt = Generated<Date | string>;

export interface NewsletterSubscriberTable {
  email: string;
  created_at: Timestamp;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** 1 when sent by a visitor with an active Master plan (answered first). */
  priority: Generated<number>;
  created_at: Timestamp;
}

/** Marketplace packs and subscription tiers: everything with a price. */
export interface ProductTable {
  id: string;
  kind: 'pack' | 'subscription';
  title: string;
  description: string;
  /** Beginner … All Levels for packs; null for tiers. */
  difficulty: string | null;
  /** JSON array of strings. */
  features: string;
  price_cents: number;
  sort_order: number;
  /** 1 for a pack that gathers several packs' skills (never the pack Pro includes). */
  bundle: Generated<number>;
}

export interface PracticeProblemTable {
  id: string;
  category: string;
  seed: number;
  question: string;
  answer: string;
  difficulty: string;
  hint: string;
  /** JSON array of strings: the text of each step of `explanation`. */
  steps: string;
  /** MathML `<math>` elements built by math-core (empty only until the bank is seeded). */
  question_mathml: string;
  hint_mathml: string;
  answer_mathml: string;
  /** JSON array of steps `{ note, text, mathml }`. */
  explanation: string;
}

export interface ProgressTable {
  visitor_id: string;
  category: string;
  problems_completed: number;
  streak: number;
  updated_at: UpdatedAt;
}

export interface PracticeAttemptTable {
  /** Counted up by the database; PostgreSQL answers its bigint as a string. Nothing reads it. */
  id: ColumnType<number | string, never, never>;
  visitor_id: string;
  problem_id: string;
  correct: number;
  created_at: Timestamp;
}

export interface OrderTable {
  id: string;
  product_id: string;
  amount_cents: number;
  currency: string;
  /** `amount_mismatch`: succeeded for another amount or currency (nothing granted). */
  status: 'pending' | 'paid' | 'failed' | 'amount_mismatch' | 'refunded' | 'disputed';
  payment_intent_id: string | null;
  idempotency_key: string | null;
  visitor_id: string | null;
  /** The account the order grants to (made at checkout). */
  account_id: string | null;
  /** The pack a Pro plan includes; null for anything else. */
  pack_id: string | null;
  /** When the checkout was opened (milliseconds since 1970); null for orders from before. */
  opened_at: number | string | null;
  created_at: Timestamp;
  updated_at: UpdatedAt;
}

/** Whoever bought: shared by every visitor that holds it (restore code). */
export interface AccountTable {
  id: string;
  /** SHA-256 (hex) of the normalised restore code. */
  restore_code_hash: string;
  /** The code as shown (`XXXXX-XXXXX-XXXXX-XXXXX`), so the buyer's browser can show it again. */
  restore_code: string;
  /** 1 once a visitor holding the account has had a free trial (see the restore_links migration). */
  trial_used: Generated<number>;
  /** When the code was last replaced (milliseconds since 1970); null before. */
  restore_code_rotated_at: number | string | null;
  created_at: Timestamp;
}

/** The account made for a visitor: its checkouts and trials use it, and it shows its code. */
export interface VisitorAccountTable {
  visitor_id: string;
  account_id: string;
  updated_at: UpdatedAt;
}

/** Accounts a visitor restored with their codes: it owns what they own too. */
export interface VisitorRestoreTable {
  visitor_id: string;
  account_id: string;
  created_at: Timestamp;
}

/** The Free tier's premium-skill problems served to a visitor in one month (`YYYY-MM`, UTC). */
export interface FreeProblemTable {
  visitor_id: string;
  month: string;
  used: number;
}

/** Free trials started from one client address in one hour. */
export interface TrialStartTable {
  client: string;
  /** Milliseconds since 1970. */
  window_start: number | string;
  started: number;
}

/** What an account owns: a pack for ever, or a plan until `expires_at`. */
export interface GrantTable {
  id: string;
  account_id: string;
  kind: 'pack' | 'plan';
  /** The pack, or the plan's product (`pro`, `master`). */
  product_id: string;
  /** The pack a Pro plan includes. */
  pack_id: string | null;
  /** The order that paid for it (UNIQUE: one grant per order); null for a trial. */
  order_id: string | null;
  source: 'purchase' | 'trial';
  /** Milliseconds since 1970 (bigint: PostgreSQL hands it back as a string). */
  starts_at: number | string;
  /** A plan's end, worked out from its stack (see `restackPlan`); null for a pack. */
  expires_at: number | string | null;
  /** The days a plan grant gives (a purchase's or a trial's); null for a pack. */
  days: number | null;
  created_at: Timestamp;
}

/** A grant taken back (its order refunded or disputed): moved out of `grants`, kept here. */
export interface RevokedGrantTable {
  id: string;
  account_id: string;
  kind: 'pack' | 'plan';
  product_id: string;
  pack_id: string | null;
  order_id: string | null;
  source: 'purchase' | 'trial';
  starts_at: number | string;
  expires_at: number | string | null;
  days: number | null;
  /** The grant's `created_at`. */
  granted_at: Date | string;
  /** Milliseconds since 1970 (bigint: PostgreSQL hands it back as a string). */
  revoked_at: number | string;
  reason: 'refunded' | 'disputed';
}

/** The one free trial that counts for a visitor: the first it started or restored. */
export interface TrialMarkTable {
  visitor_id: string;
  /** Null: it had a trial only through an account it held (someone else's); none counts for it. */
  grant_id: string | null;
  created_at: Timestamp;
}

export interface TrialTable {
  visitor_id: string;
  account_id: string;
  plan: string;
  created_at: Timestamp;
}

/** Wrong restore codes of one client in one window. */
export interface RestoreFailureTable {
  client: string;
  /** Milliseconds since 1970. */
  window_start: number | string;
  failures: number;
}

/** A problem answered offline and counted: one per attempt id the visitor's browser made. */
export interface OfflineAttemptTable {
  visitor_id: string;
  id: string;
  kind: 'skill' | 'category';
  /** The skill's id, or the category. */
  subject: string;
  seed: number;
  /** The server's verdict, 1 or 0. */
  correct: number;
  /** The batch of seeds the server handed out that `seed` is from (null before batches). */
  batch: string | null;
  /** 0 when kept without credit (the skill's offline level for the day, or counted already). */
  credited: Generated<number>;
  created_at: Timestamp;
}

/** Mastery levels answers given offline raised a skill by, per visitor, skill and day (UTC). */
export interface OfflineCreditTable {
  visitor_id: string;
  skill: string;
  /** `YYYY-MM-DD`. */
  day: string;
  levels: number;
}

/** A category problem whose outcome the visitor's progress counted: each counts once. */
export interface CategoryOutcomeTable {
  visitor_id: string;
  problem_id: string;
}

/** A visitor's standing in one practice skill. */
export interface SkillProgressTable {
  visitor_id: string;
  skill: string;
  /** Answers ever graded (never capped): numbers the rows of `skill_attempts`. */
  answers: Generated<number>;
  /** Answers and correct answers, capped at MAX_PROGRESS_COUNT. */
  attempts: Generated<number>;
  correct: Generated<number>;
  level: Generated<string>;
  score: Generated<number>;
  /** The difficulty the next problem is served at. */
  difficulty: Generated<string>;
  review_interval_days: number | null;
  /** Milliseconds since 1970 (bigint: PostgreSQL hands it back as a string). */
  review_due_at: number | string | null;
  review_streak: Generated<number>;
  updated_at: UpdatedAt;
}

/** One graded answer of a skill; `seq` is the skill row's `answers` right after it. */
export interface SkillAttemptTable {
  visitor_id: string;
  skill: string;
  seq: number;
  problem_id: string;
  correct: number;
  difficulty: string;
  hints_used: number;
  review: number;
  created_at: Timestamp;
}

/** A problem served to a visitor: graded against `answer`, once. */
export interface SkillProblemTable {
  id: string;
  visitor_id: string;
  skill: string;
  seed: number;
  difficulty: string;
  answer: string;
  decimals: number | null;
  review: number;
  hints_used: Generated<number>;
  answered: Generated<number>;
  /** 1 when served from the Free tier's monthly allowance (answerable without the pack). */
  sample: Generated<number>;
  created_at: Timestamp;
}

/** An order paid for what its buyer already had (it is `refunded`): the grant it duplicated. */
export interface DuplicatePaymentTable {
  order_id: string;
  duplicate_of: string;
  created_at: Timestamp;
}

/** Webhook events already applied, so a redelivered event changes nothing. */
export interface StripeEventTable {
  id: string;
  type: string;
  created_at: Timestamp;
}

/** A single row (id 1) the health check rewrites: can the database still take a write? */
export interface HealthProbeTable {
  id: number;
  checked_at: Timestamp;
}

// ---------------------------------------------------------------- class links

/** A teacher: no email and no name, only passkeys and a recovery code. */
export interface TeacherTable {
  id: string;
  /** SHA-256 (hex) of the normalised recovery code (a spent code's hash is replaced). */
  recovery_hash: string;
  created_at: Timestamp;
}

/** A teacher's WebAuthn credential. */
export interface TeacherPasskeyTable {
  /** The credential id (base64url), as the authenticator gave it. */
  credential_id: string;
  teacher_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (0 for most passkeys). */
  counter: Generated<number | string>;
  /** JSON list of transports (`["internal","hybrid"]`). */
  transports: Generated<string>;
  created_at: Timestamp;
}

/** A signed-in teacher: the SHA-256 (hex) of the session cookie's token. */
export interface TeacherSessionTable {
  token_hash: string;
  teacher_id: string;
  /** Milliseconds since 1970 (bigint: PostgreSQL hands it back as a string). */
  expires_at: number | string;
}

/** A WebAuthn challenge handed out and not used yet. */
export interface TeacherChallengeTable {
  /** base64url, as the browser signs it into clientDataJSON. */
  challenge: string;
  purpose: 'register' | 'login';
  /** For a registration: the id the new teacher gets. */
  teacher_id: string | null;
  /** Milliseconds since 1970. */
  expires_at: number | string;
}

/** A set of problems a teacher shares with a join code. Times in milliseconds since 1970. */
export interface ClassSetTable {
  id: string;
  teacher_id: string;
  code: string;
  title: string;
  help: 'answer' | 'hints' | 'steps';
  opens_at: number | string;
  /** Null: open until the teacher closes it. */
  closes_at: number | string | null;
  created_at: number | string;
}

/** A problem of a set, numbered from 1. */
export interface ClassProblemTable {
  set_id: string;
  position: number;
  question: string;
  /** The question as MathML. */
  mathml: string;
  /** JSON: how an answer is graded (see modules/teach/problems.ts). */
  answer: string;
  /** A hint (empty when there is none). */
  hint: string;
  /** JSON list of steps `{ note, text, mathml }`. */
  steps: Generated<string>;
}

/** A student of a set: a nickname only. */
export interface ClassStudentTable {
  id: string;
  set_id: string;
  nickname: string;
  /** SHA-256 (hex) of the student cookie's token. */
  token_hash: string;
  joined_at: number | string;
}

/** A student's work on one problem of a set (a row once the problem is begun). */
export interface ClassWorkTable {
  set_id: string;
  student_id: string;
  position: number;
  state: 'working' | 'right' | 'wrong';
  /** JSON list of `{ text, verdict, mistake? }`: the working as last checked. */
  lines: Generated<string>;
  /** The last answer submitted. */
  answer: string | null;
  /** The mistake named last (of the working, or of a wrong answer). */
  mistake: string | null;
  updated_at: number | string;
}

/** The event log of a set: one row per change of a cell. */
export interface ClassEventTable {
  /** Counted up by the database; PostgreSQL answers its bigint as a string. */
  id: ColumnType<number | string, never, never>;
  set_id: string;
  created_at: Timestamp;
  /** JSON: the cell as it now stands (a ClassCellUpdate). */
  payload: string;
}

export interface Database {
  newsletter_subscribers: NewsletterSubscriberTable;
  contact_messages: ContactMessageTable;
  products: ProductTable;
  practice_problems: PracticeProblemTable;
  progress: ProgressTable;
  practice_attempts: PracticeAttemptTable;
  orders: OrderTable;
  stripe_events: StripeEventTable;
  health_probe: HealthProbeTable;
  skill_progress: SkillProgressTable;
  skill_attempts: SkillAttemptTable;
  skill_problems: SkillProblemTable;
  accounts: AccountTable;
  visitor_accounts: VisitorAccountTable;
  visitor_restores: VisitorRestoreTable;
  free_problems: FreeProblemTable;
  trial_starts: TrialStartTable;
  grants: GrantTable;
  revoked_grants: RevokedGrantTable;
  trials: TrialTable;
  restore_failures: RestoreFailureTable;
  offline_attempts: OfflineAttemptTable;
  offline_credit: OfflineCreditTable;
  category_outcomes: CategoryOutcomeTable;
  trial_marks: TrialMarkTable;
  duplicate_payments: DuplicatePaymentTable;
  teachers: TeacherTable;
  teacher_passkeys: TeacherPasskeyTable;
  teacher_sessions: TeacherSessionTable;
  teacher_challenges: TeacherChallengeTable;
  class_sets: ClassSetTable;
  class_problems: ClassProblemTable;
  class_students: ClassStudentTable;
  class_work: ClassWorkTable;
  class_events: ClassEventTable;
}

export type ProductRow = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type NewPracticeProblem = Insertable<PracticeProblemTable>;
