// @ts-check
// Transactions that run as an API role with the request's JWT claims, the way PostgREST
// runs every request, so row-level security decides.

/**
 * @template T
 * @param {import('pg').Pool} pool a superuser pool
 * @param {string} role
 * @param {Record<string, unknown> | null} claims
 * @param {(client: import('pg').PoolClient) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function inTransactionAs(pool, role, claims, work) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)",
      [role, claims ? JSON.stringify(claims) : ''],
    );
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Auth's own work, as hosted GoTrue does it: as the owner of the auth schema. Triggers that the
 * migrations put on auth.users run as this role too (so they need `security definer`, as on hosted).
 * @template T
 * @param {import('pg').Pool} pool
 * @param {(client: import('pg').PoolClient) => Promise<T>} work
 * @returns {Promise<T>}
 */
export function inAuthTransaction(pool, work) {
  return inTransactionAs(pool, 'supabase_auth_admin', null, work);
}
