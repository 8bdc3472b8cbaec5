import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { getDb } from '@/lib/db/client';
import type { Action } from '@/lib/domain/permissions';
import { recordActivity, type ActivityInput } from './activity';
import { guardedWrite, type GuardedWrite } from './guarded-write';
import { checkedId, notFound, staleRecord, type Member, type Tx } from './member';

/** A table of records that belong to an organization and carry a version (each write raises it by one). */
export type VersionedTable = PgTable & { id: PgColumn; organizationId: PgColumn; version: PgColumn };

/** The row as `columns` read it. */
export type ColumnsRow<F extends SelectedFieldsFlat> = SelectResultFields<F>;

/** What a versioned write needs of a record as it is read. */
export type VersionedRow = { id: string; version: number };

/**
 * Reads the record `id` of the member's organization as a write answers it, inside the write's transaction; any
 * other id (another organization's, an unknown or malformed one) is refused as not found.
 */
export type RecordReader<Row> = (tx: Tx, member: Member, id: string) => Promise<Row>;

/** The reader of `columns` of a record of `table`; `what` names it in the refusal, e.g. 'The issue'. */
export function columnsOf<T extends VersionedTable, F extends SelectedFieldsFlat>(
  table: T,
  columns: F,
  what: string,
): RecordReader<ColumnsRow<F>> {
  return async (tx, member, id) => {
    const [row] = (await tx
      .select(columns)
      .from(table as PgTable)
      .where(and(eq(table.id, checkedId(id, what)), eq(table.organizationId, member.organizationId)))) as unknown as ColumnsRow<F>[];
    if (!row) throw notFound(what);
    return row;
  };
}

/** The change of one record, made only on the version the editor read. */
export type VersionedChange<T extends VersionedTable, Row> = {
  /** The id from the client: anything but an id of the member's organization is not found. */
  id: string;
  /** The version the editor read: any other is refused as stale. */
  version: number;
  /** The values to set (the write raises the version); may refuse with a WorkspaceError, which changes nothing. */
  change: (current: Row, tx: Tx) => PgUpdateSetSource<T> | Promise<PgUpdateSetSource<T>>;
  /** The activity row of the change, written in the same transaction. */
  activity: (saved: Row, current: Row) => ActivityInput;
};

/** The removal of one record, made only on the version the editor read. */
export type VersionedRemoval<Row> = {
  id: string;
  version: number;
  /** Refuses the removal with a WorkspaceError (a record still in use), before anything is removed. */
  check?: (current: Row, tx: Tx) => void | Promise<void>;
  /** The activity row of the removal, written in the same transaction. */
  activity: (removed: Row) => ActivityInput;
};

/** The versioned writes of one kind of record. */
export type VersionedRecord<T extends VersionedTable, Row extends VersionedRow> = {
  /**
   * Changes one record inside the caller's transaction (the role already checked): reads it in the member's
   * organization (404 otherwise), refuses a stale version (409, also when another write commits between the read
   * and the update), sets the change with the version raised by one, writes the activity row and answers the record
   * as read again.
   */
  update: (tx: Tx, member: Member, change: VersionedChange<T, Row>) => Promise<Row>;
  /**
   * Declares a change of one record with its permission: the role is checked (403), then the record is changed as
   * `update` does, in one transaction with its activity row.
   */
  write: <A extends unknown[]>(
    permission: Action,
    describe: (member: Member, ...args: A) => VersionedChange<T, Row>,
  ) => GuardedWrite<A, Row>;
  /** Declares the removal of one record with its permission, as read at its version; answers the removed record. */
  remove: <A extends unknown[]>(
    permission: Action,
    describe: (member: Member, ...args: A) => VersionedRemoval<Row>,
  ) => GuardedWrite<A, Row>;
};

/** The versioned writes of the records of `table`, each read (and answered) by `read`. */
export function versionedRecord<T extends VersionedTable, Row extends VersionedRow>(
  table: T,
  read: RecordReader<Row>,
): VersionedRecord<T, Row> {
  const atVersion = (member: Member, current: Row, version: number) =>
    and(eq(table.id, current.id), eq(table.organizationId, member.organizationId), eq(table.version, version));
  const freshOf = async (tx: Tx, member: Member, id: string, version: number) => {
    const current = await read(tx, member, id);
    if (current.version !== version) throw staleRecord();
    return current;
  };
  const update = async (tx: Tx, member: Member, spec: VersionedChange<T, Row>): Promise<Row> => {
    const current = await freshOf(tx, member, spec.id, spec.version);
    const values = await spec.change(current, tx);
    const [changed] = await tx
      .update(table)
      .set({ ...values, version: spec.version + 1 } as PgUpdateSetSource<T>)
      .where(atVersion(member, current, spec.version))
      .returning({ id: table.id });
    if (!changed) throw staleRecord();
    const saved = await read(tx, member, current.id);
    await recordActivity(tx, member, spec.activity(saved, current));
    return saved;
  };
  const inTransaction = async <R>(work: (tx: Tx) => Promise<R>): Promise<R> => (await getDb()).transaction(work);
  return {
    update,
    write: (permission, describe) =>
      guardedWrite(permission, async (member, ...args) => {
        const spec = describe(member, ...args);
        return inTransaction((tx) => update(tx, member, spec));
      }),
    remove: (permission, describe) =>
      guardedWrite(permission, async (member, ...args) => {
        const spec = describe(member, ...args);
        return inTransaction(async (tx) => {
          const current = await freshOf(tx, member, spec.id, spec.version);
          await spec.check?.(current, tx);
          const [removed] = await tx
            .delete(table)
            .where(atVersion(member, current, spec.version))
            .returning({ id: table.id });
          if (!removed) throw staleRecord();
          await recordActivity(tx, member, spec.activity(current));
          return current;
        });
      }),
  };
}

/** A write's answer and the activity rows that record it. */
export type Recorded<R> = { record: R; activity: ActivityInput | readonly ActivityInput[] };

/**
 * Declares a write that is not of one versioned record (a new record, several at once) with its permission: the
 * role is checked (403), then the work and its activity rows are written in one transaction, so a refused or failed
 * work leaves no activity row.
 */
export function recordedWrite<A extends unknown[], R>(
  permission: Action,
  work: (tx: Tx, member: Member, ...args: A) => Promise<Recorded<R>>,
): GuardedWrite<A, R> {
  return guardedWrite(permission, async (member: Member, ...args: A) => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const { record, activity } = await work(tx, member, ...args);
      await recordActivity(tx, member, activity);
      return record;
    });
  });
}
