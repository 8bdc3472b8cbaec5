import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { getDb } from '@/lib/db/client';
import type { Action } from '@/lib/domain/permissions';
import { recordActivity } from './activity';
import type { ActivityInput } from './activity/log';
import { guardedWrite, type GuardedWrite } from './guarded-write';
import { checkedId, notFound, staleRecord, type Member, type Tx } from './member';

/** A table of records that belong to an organization and carry a version (each write raises it by one). */
export type VersionedTable = PgTable & { id: PgColumn; organizationId: PgColumn; version: PgColumn };

/** The columns a versioned write reads and answers; `version` among them. */
export type VersionedColumns = SelectedFieldsFlat & { version: PgColumn };

/** The row as the columns read it. */
export type ColumnsRow<F extends SelectedFieldsFlat> = SelectResultFields<F>;

/** The change of one record, made only on the version the editor read. */
export type VersionedChange<T extends VersionedTable, F extends VersionedColumns> = {
  /** The id from the client: anything but an id of the member's organization is not found. */
  id: string;
  /** The version the editor read: any other is refused as stale. */
  version: number;
  /** The values to set (the write raises the version); may refuse with a WorkspaceError, which changes nothing. */
  change: (current: ColumnsRow<F>, tx: Tx) => PgUpdateSetSource<T> | Promise<PgUpdateSetSource<T>>;
  /** The activity row of the change, written in the same transaction. */
  activity: (saved: ColumnsRow<F>, current: ColumnsRow<F>) => ActivityInput;
};

/** The versioned writes of one kind of record: its table, the columns a write reads and answers, its name. */
export type VersionedRecord<T extends VersionedTable, F extends VersionedColumns> = {
  /**
   * Changes one record inside the caller's transaction (the role already checked): looks it up in the member's
   * organization (404 otherwise), refuses a stale version (409, also when another write commits between the read
   * and the update), sets the change with the version raised by one, writes the activity row, answers the saved row.
   */
  update: (tx: Tx, member: Member, change: VersionedChange<T, F>) => Promise<ColumnsRow<F>>;
  /**
   * Declares a write of one record with its permission: the role is checked (403), then the record is changed as
   * `update` does, in one transaction with its activity row.
   */
  write: <A extends unknown[]>(
    permission: Action,
    describe: (member: Member, ...args: A) => VersionedChange<T, F>,
  ) => GuardedWrite<A, ColumnsRow<F>>;
};

/** The versioned writes of the records of `table`; `what` names one in a refusal, e.g. 'The issue'. */
export function versionedRecord<T extends VersionedTable, F extends VersionedColumns>(
  table: T,
  columns: F,
  what: string,
): VersionedRecord<T, F> {
  const ofRecord = (member: Member, id: string, version?: number) =>
    and(eq(table.id, id), eq(table.organizationId, member.organizationId), version === undefined ? undefined : eq(table.version, version));
  const update = async (tx: Tx, member: Member, spec: VersionedChange<T, F>): Promise<ColumnsRow<F>> => {
    const id = checkedId(spec.id, what);
    const [current] = (await tx
      .select(columns)
      .from(table as PgTable)
      .where(ofRecord(member, id))) as unknown as ColumnsRow<F>[];
    if (!current) throw notFound(what);
    if ((current as { version: unknown }).version !== spec.version) throw staleRecord();
    const values = await spec.change(current, tx);
    const [saved] = (await tx
      .update(table)
      .set({ ...values, version: spec.version + 1 } as PgUpdateSetSource<T>)
      .where(ofRecord(member, id, spec.version))
      .returning(columns)) as unknown as ColumnsRow<F>[];
    if (!saved) throw staleRecord();
    await recordActivity(tx, member, spec.activity(saved, current));
    return saved;
  };
  const write = <A extends unknown[]>(permission: Action, describe: (member: Member, ...args: A) => VersionedChange<T, F>) =>
    guardedWrite(permission, async (member: Member, ...args: A) => {
      const spec = describe(member, ...args);
      const db = await getDb();
      return db.transaction((tx) => update(tx, member, spec));
    });
  return { update, write };
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
      for (const row of 'action' in activity ? [activity] : activity) await recordActivity(tx, member, row);
      return record;
    });
  });
}
