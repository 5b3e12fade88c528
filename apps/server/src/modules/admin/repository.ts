import type { OutboxMessage } from '@playline/contract';
import { desc } from 'drizzle-orm';
import type { Database } from '#app/db/client.ts';
import { outboxMessages } from '#app/db/schema.ts';

/** The newest messages of the development outbox. */
export async function latestOutboxMessages(db: Database, limit: number): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows.map(({ toAddress, createdAt, ...row }) => ({
    ...row,
    to: toAddress,
    createdAt: createdAt.toISOString(),
  }));
}
