/**
 * SQL of the values sealed at rest with APP_SECRET (lib/secrets.ts), wherever they are: every column written with
 * `box.encrypt(…)`. A new sealed column belongs in SEALED_COLUMNS and in the two functions below.
 */
import type { Db } from '../../db/kysely.ts';

/** The sealed columns by table (snake_case, as the database and the operator see them). */
export const SEALED_COLUMNS = {
  oidc_signing_keys: ['private_jwk_encrypted'],
  integration_connections: ['settings_sealed', 'access_token_sealed', 'refresh_token_sealed', 'session_sealed'],
} as const;

export type SealedTable = keyof typeof SEALED_COLUMNS;

/** One sealed value: where it is (table, row key, column) and its sealed text. */
export type SealedCell =
  | { table: 'oidc_signing_keys'; kid: string; column: 'private_jwk_encrypted'; sealed: string }
  | {
      table: 'integration_connections';
      orgId: string;
      kind: number;
      column: (typeof SEALED_COLUMNS)['integration_connections'][number];
      sealed: string;
    };

const CONNECTION_COLUMNS = {
  settings_sealed: 'settingsSealed',
  access_token_sealed: 'accessTokenSealed',
  refresh_token_sealed: 'refreshTokenSealed',
  session_sealed: 'sessionSealed',
} as const;

/**
 * Every sealed value in the database, signing keys first; `lock` holds their rows (FOR UPDATE) until the
 * transaction `db` belongs to ends, so no refresh writes one in between.
 */
export async function listSealedCells(db: Db, options: { lock?: boolean } = {}): Promise<SealedCell[]> {
  let keys = db.selectFrom('oidcSigningKeys').select(['kid', 'privateJwkEncrypted']).orderBy('kid');
  let connections = db
    .selectFrom('integrationConnections')
    .select(['orgId', 'kind', ...Object.values(CONNECTION_COLUMNS)])
    .orderBy('orgId')
    .orderBy('kind');
  if (options.lock) {
    keys = keys.forUpdate();
    connections = connections.forUpdate();
  }
  const cells: SealedCell[] = (await keys.execute()).map((row) => ({
    table: 'oidc_signing_keys',
    kid: row.kid,
    column: 'private_jwk_encrypted',
    sealed: row.privateJwkEncrypted,
  }));
  for (const row of await connections.execute()) {
    for (const column of SEALED_COLUMNS.integration_connections) {
      const sealed = row[CONNECTION_COLUMNS[column]];
      if (sealed !== null)
        cells.push({ table: 'integration_connections', orgId: row.orgId, kind: row.kind, column, sealed });
    }
  }
  return cells;
}

/** Writes `sealed` in place of the cell's value (the row's other columns, `updated_at` too, stay as they are). */
export async function replaceSealedCell(db: Db, cell: SealedCell, sealed: string): Promise<void> {
  if (cell.table === 'oidc_signing_keys') {
    await db.updateTable('oidcSigningKeys').set({ privateJwkEncrypted: sealed }).where('kid', '=', cell.kid).execute();
    return;
  }
  await db
    .updateTable('integrationConnections')
    .set({ [CONNECTION_COLUMNS[cell.column]]: sealed })
    .where('orgId', '=', cell.orgId)
    .where('kind', '=', cell.kind)
    .execute();
}
