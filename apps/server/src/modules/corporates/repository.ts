/** Every SQL statement of the corporates module (apps/server/src/modules/README.md). */
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { corporates, rolePermissions, roles } from '../../db/schema/index.ts';

/** Whether a corporate has this name, ignoring case and surrounding spaces. */
export async function corporateNameTaken(db: DbOrTx, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: corporates.id })
    .from(corporates)
    .where(sql`lower(trim(${corporates.name})) = lower(trim(${name}))`)
    .limit(1);
  return rows.length > 0;
}

/** A corporate row; its id. */
export async function insertCorporate(tx: Tx, values: typeof corporates.$inferInsert): Promise<number> {
  const [row] = await tx.insert(corporates).values(values).returning({ id: corporates.id });
  if (!row) throw new Error('corporate insert returned no row');
  return row.id;
}

/** Roles of a corporate with their permission codes; role name → id. */
export async function insertRoles(
  tx: Tx,
  corporateId: number,
  rolesByName: Record<string, readonly string[]>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [name, permissions] of Object.entries(rolesByName)) {
    const [role] = await tx.insert(roles).values({ corporateId, name }).returning({ id: roles.id });
    if (!role) throw new Error(`role ${name} insert returned no row`);
    if (permissions.length)
      await tx
        .insert(rolePermissions)
        .values(permissions.map((permission) => ({ roleId: role.id, permission })));
    ids.set(name, role.id);
  }
  return ids;
}
