/** SQL for list items' notes and quantities and for share links (user_list_items, user_list_shares). */
import type { ListItemKind } from '@vitrine/contracts';
import type { Sql } from '../store';

export interface ListItemRow {
  kind: ListItemKind;
  item_id: string;
  note: string;
  quantity: number;
}

export interface ShareRow {
  share_id: string;
  user_id: string;
  list_id: string;
  hint: string;
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
}

const SHARE_COLUMNS = 'share_id, user_id, list_id, hint, created_at, expires_at, revoked_at';

export function createListsRepository(sql: Sql) {
  return {
    /** The notes and quantities kept for one list of a user. */
    async items(userId: string, listId: string): Promise<ListItemRow[]> {
      return sql.query<ListItemRow>(
        `SELECT kind, item_id, note, quantity FROM user_list_items
          WHERE user_id = $1 AND list_id = $2 ORDER BY kind, item_id`,
        [userId, listId],
      );
    },

    /** Sets what is given of an item's note and quantity; the row as it is now. */
    async putItem(
      userId: string,
      listId: string,
      item: { kind: ListItemKind; item_id: string; note?: string; quantity?: number },
    ): Promise<ListItemRow> {
      const [row] = await sql.query<ListItemRow>(
        `INSERT INTO user_list_items (user_id, list_id, kind, item_id, note, quantity)
         VALUES ($1, $2, $3, $4, COALESCE($5, ''), COALESCE($6, 1))
         ON CONFLICT (user_id, list_id, kind, item_id) DO UPDATE SET
           note = COALESCE($5, user_list_items.note),
           quantity = COALESCE($6, user_list_items.quantity),
           updated_at = now()
         RETURNING kind, item_id, note, quantity`,
        [userId, listId, item.kind, item.item_id, item.note ?? null, item.quantity ?? null],
      );
      return row!;
    },

    async insertShare(
      row: Omit<ShareRow, 'created_at' | 'revoked_at' | 'expires_at'> & { token_hash: string },
      expiresInDays: number | undefined,
    ): Promise<ShareRow> {
      const [inserted] = await sql.query<ShareRow>(
        `INSERT INTO user_list_shares (share_id, token_hash, hint, user_id, list_id, expires_at)
         VALUES ($1, $2, $3, $4, $5,
                 CASE WHEN $6::int IS NULL THEN NULL ELSE now() + make_interval(days => $6::int) END)
         RETURNING ${SHARE_COLUMNS}`,
        [row.share_id, row.token_hash, row.hint, row.user_id, row.list_id, expiresInDays ?? null],
      );
      return inserted!;
    },

    /** A user's links that still work (not revoked, not expired), of one list or all. */
    async liveShares(userId: string, listId?: string): Promise<ShareRow[]> {
      return sql.query<ShareRow>(
        `SELECT ${SHARE_COLUMNS} FROM user_list_shares
          WHERE user_id = $1 AND ($2::text IS NULL OR list_id = $2)
            AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())
          ORDER BY created_at DESC, share_id`,
        [userId, listId ?? null],
      );
    },

    async shareById(shareId: string): Promise<ShareRow | undefined> {
      const [row] = await sql.query<ShareRow>(
        `SELECT ${SHARE_COLUMNS} FROM user_list_shares WHERE share_id = $1`,
        [shareId],
      );
      return row;
    },

    async shareByHash(tokenHash: string): Promise<ShareRow | undefined> {
      const [row] = await sql.query<ShareRow>(
        `SELECT ${SHARE_COLUMNS} FROM user_list_shares WHERE token_hash = $1`,
        [tokenHash],
      );
      return row;
    },

    /** Ends a link now (once). */
    async revokeShare(shareId: string): Promise<void> {
      await sql.query(
        'UPDATE user_list_shares SET revoked_at = now() WHERE share_id = $1 AND revoked_at IS NULL',
        [shareId],
      );
    },

    /** Everything a user kept here (the data export). */
    async ofUser(userId: string) {
      return {
        items: await sql.query<ListItemRow & { list_id: string }>(
          `SELECT list_id, kind, item_id, note, quantity FROM user_list_items
            WHERE user_id = $1 ORDER BY list_id, kind, item_id`,
          [userId],
        ),
        shares: await sql.query<ShareRow>(
          `SELECT ${SHARE_COLUMNS} FROM user_list_shares WHERE user_id = $1 ORDER BY created_at`,
          [userId],
        ),
      };
    },

    /** Forgets a user's notes and links (account deletion). */
    async removeUser(userId: string, db: Sql = sql) {
      await db.query('DELETE FROM user_list_items WHERE user_id = $1', [userId]);
      await db.query('DELETE FROM user_list_shares WHERE user_id = $1', [userId]);
    },
  };
}

export type ListsRepository = ReturnType<typeof createListsRepository>;
