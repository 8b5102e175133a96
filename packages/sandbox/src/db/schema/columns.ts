import { numeric, timestamp } from 'drizzle-orm/pg-core';

// Money is numeric(14,2) and is only ever changed by SQL arithmetic (`total = total + x`),
// so no float rounding creeps in; drizzle hands numerics back as strings.

export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
