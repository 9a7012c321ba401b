/**
 * A storage operation written once for both databases: a generator that yields each statement
 * and gets its result back. SQLite runs it synchronously inside one of its transactions,
 * PostgreSQL awaits each statement on one connection; neither shows in the operation's code.
 */

export type SqlValue = string | number | null;

/** SQL with `?` placeholders (PostgreSQL's driver numbers them) and their values, in order. */
export interface Statement {
  sql: string;
  params: readonly SqlValue[];
}

export interface StatementResult<Row = Record<string, unknown>> {
  rows: Row[];
  /** Rows inserted, updated or deleted. */
  changes: number;
}

export type Operation<T> = Generator<Statement, T, StatementResult>;

/** One statement inside an operation: `const { rows } = yield* sql<Row>("SELECT …", value)`. */
export function* sql<Row = Record<string, unknown>>(
  text: string,
  ...params: SqlValue[]
): Generator<Statement, StatementResult<Row>, StatementResult> {
  return (yield { sql: text, params }) as StatementResult<Row>;
}

/** A statement's rows, mapped: `value(sql("SELECT …"), ([row]) => row)`. */
export function* value<Row, T>(statement: Operation<{ rows: Row[] }>, map: (rows: Row[]) => T) {
  return map((yield* statement).rows);
}

/** How many rows a statement changed. */
export function* changes(statement: Operation<{ changes: number }>) {
  return (yield* statement).changes;
}

/** `?, ?, ?` for `count` values. */
export const placeholders = (count: number) => Array.from({ length: count }, () => "?").join(", ");

/** Runs an operation whose statements complete at once (SQLite). */
export function runNow<T>(operation: Operation<T>, execute: (s: Statement) => StatementResult): T {
  let step = operation.next();
  while (!step.done) step = operation.next(execute(step.value));
  return step.value;
}

/** Runs an operation whose statements are awaited one after the other (PostgreSQL). */
export async function runAwaiting<T>(
  operation: Operation<T>,
  execute: (s: Statement) => Promise<StatementResult>,
): Promise<T> {
  let step = operation.next();
  while (!step.done) step = operation.next(await execute(step.value));
  return step.value;
}

/** A unique index refused the statement (PostgreSQL's 23505, better-sqlite3's code). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}
