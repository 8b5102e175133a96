import type { Database } from '../db/database';
import { auditEvents } from '../db/schema';

/** A row of the append-only audit trail (decision 0047): what happened to whom, when (UTC), from where. */
export interface AuditRow {
  playerId: number | null;
  action: string;
  detail?: Record<string, unknown> | null;
  ipAddress?: string | null;
  now: Date;
}

/** Writes one audit row, inside the caller's transaction when it has one, so it stands or falls with what it records. */
export async function writeAudit(db: Pick<Database, 'insert'>, row: AuditRow): Promise<void> {
  await db.insert(auditEvents).values({ playerId: row.playerId, action: row.action, detail: row.detail ?? null, ipAddress: row.ipAddress ?? null, createdAt: row.now });
}
