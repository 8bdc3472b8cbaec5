import { integer, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Rises with each edit; an edit that carries an older value is refused (docs/architecture.md, "The life of a record"). */
export const version = () => integer('version').notNull().default(1);
