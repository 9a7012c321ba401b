import type { Dialect } from "./migration";
import { sql, type Operation } from "./operation";
import { secret, writeProbe } from "./statements";
import type { Storage } from "./storage";

/**
 * The engine both databases share. A driver supplies only what differs: its connection, how it
 * runs an operation in a transaction (SQLite commits a burst of writes together, PostgreSQL uses
 * a pooled connection) and its placeholders; every statement is a store's, written once.
 */
export abstract class SqlStorage implements Storage {
  abstract readonly kind: Dialect;

  abstract commit<T>(operation: Operation<T>, bookkeeping: boolean, commitBy?: number): Promise<T>;
  abstract transaction<T>(operation: Operation<T>, bookkeeping?: boolean): Promise<T>;
  abstract run<T>(operation: Operation<T>): Promise<T>;
  abstract close(): Promise<void>;

  /** Nothing to do where the database keeps no earlier copies of rows it deleted. */
  async dropOldCopies(): Promise<void> {}

  secret(name: string, create: () => string): Promise<string> {
    return this.run(secret(name, create));
  }

  async ping(): Promise<void> {
    await this.run(sql("SELECT 1"));
  }

  probeWrite(deadline: number): Promise<void> {
    return this.commit(writeProbe(Date.now()), false, deadline);
  }
}
