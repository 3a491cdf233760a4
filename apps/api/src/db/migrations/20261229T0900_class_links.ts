import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Class links: teachers with passkeys, their sets of problems, the students who join a set with a
 * nickname, each student's work per problem, and the set's event log.
 *
 * - `teachers`: no email and no name; `recovery_hash` is the SHA-256 of the recovery code.
 * - `teacher_passkeys`: a WebAuthn credential (its public key as base64url COSE, the signature
 *   counter, the transports as a JSON list).
 * - `teacher_sessions`: the SHA-256 of the session cookie's random token, until `expires_at`.
 * - `teacher_challenges`: WebAuthn challenges handed out and not yet used (each is deleted when it
 *   is used, so it is used once, by whichever process gets the answer), until `expires_at`; a
 *   registration's carries the id of the teacher it would make.
 * - `class_sets`: `code` is the join code (unique); times in milliseconds since 1970.
 * - `class_problems`: `answer` is how the problem is graded and `steps` its worked steps (JSON).
 * - `class_students`: a nickname unique within the set whatever its case, and the SHA-256 of the
 *   student cookie's token.
 * - `class_work`: one row per student and problem begun; `lines` is the working as last checked.
 * - `class_events`: every change of a cell, numbered by the database, written in the transaction
 *   that changes the cell; live streams read it after the last id they sent.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is frozen in time, not typed by today's schema (Kysely docs)
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const createdAt = sql`CURRENT_TIMESTAMP`;

  await db.schema
    .createTable('teachers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recovery_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();

  await db.schema
    .createTable('teacher_passkeys')
    .addColumn('credential_id', 'text', (c) => c.primaryKey())
    .addColumn('teacher_id', 'text', (c) =>
      c.notNull().references('teachers.id').onDelete('cascade'),
    )
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema
    .createIndex('teacher_passkeys_teacher')
    .on('teacher_passkeys')
    .column('teacher_id')
    .execute();

  await db.schema
    .createTable('teacher_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('teacher_id', 'text', (c) =>
      c.notNull().references('teachers.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('teacher_sessions_expiry')
    .on('teacher_sessions')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('teacher_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('register', 'login')`))
    .addColumn('teacher_id', 'text')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('teacher_challenges_expiry')
    .on('teacher_challenges')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('class_sets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('teacher_id', 'text', (c) =>
      c.notNull().references('teachers.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('help', 'text', (c) => c.notNull().check(sql`help in ('answer', 'hints', 'steps')`))
    .addColumn('opens_at', 'bigint', (c) => c.notNull())
    .addColumn('closes_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('class_sets_teacher')
    .on('class_sets')
    .columns(['teacher_id', 'created_at'])
    .execute();
  await db.schema.createIndex('class_sets_closes').on('class_sets').column('closes_at').execute();

  await db.schema
    .createTable('class_problems')
    .addColumn('set_id', 'text', (c) => c.notNull().references('class_sets.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('mathml', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('hint', 'text', (c) => c.notNull())
    .addColumn('steps', 'text', (c) => c.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('class_problems_pk', ['set_id', 'position'])
    .execute();

  await db.schema
    .createTable('class_students')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('set_id', 'text', (c) => c.notNull().references('class_sets.id').onDelete('cascade'))
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .execute();
  // One nickname per set, whatever its case: "Sam" and "sam" would be one row of the table.
  await db.schema
    .createIndex('class_students_nickname')
    .on('class_students')
    .unique()
    .expression(sql`set_id, lower(nickname)`)
    .execute();

  await db.schema
    .createTable('class_work')
    .addColumn('set_id', 'text', (c) => c.notNull().references('class_sets.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) =>
      c.notNull().references('class_students.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('working', 'right', 'wrong')`),
    )
    .addColumn('lines', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('answer', 'text')
    .addColumn('mistake', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('class_work_pk', ['student_id', 'position'])
    .execute();
  await db.schema.createIndex('class_work_set').on('class_work').column('set_id').execute();

  await db.schema
    .createTable('class_events')
    // Never reused (SQLite's AUTOINCREMENT; an identity on PostgreSQL), so an id a browser
    // kept names the same event, or one that is gone, for ever.
    .addColumn('id', postgres ? 'bigint' : 'integer', (c) =>
      postgres ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('set_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('class_events_set')
    .on('class_events')
    .columns(['set_id', 'id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'class_events',
    'class_work',
    'class_students',
    'class_problems',
    'class_sets',
    'teacher_challenges',
    'teacher_sessions',
    'teacher_passkeys',
    'teachers',
  ])
    await db.schema.dropTable(table).execute();
}
