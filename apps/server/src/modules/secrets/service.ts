/**
 * APP_SECRET against the data (issue #30): start-up refuses a database whose sealed values no configured secret
 * opens, with one line that names the setting and the way on, and `npm run cli -- secrets rotate` re-encrypts
 * every sealed value with APP_SECRET once APP_SECRET_PREVIOUS holds the old one (docs/operations.md
 * "Rotating APP_SECRET").
 */
import type { Db } from '../../db/kysely.ts';
import { AppSecretMismatchError, type SecretBox, UnopenableSecretError } from '../../lib/secrets.ts';
import { listSealedCells, replaceSealedCell, SEALED_COLUMNS, type SealedCell, type SealedTable } from './repository.ts';

const WHAT_IS_SEALED: Record<SealedTable, string> = {
  oidc_signing_keys: 'its signing keys were',
  integration_connections: "its integration connections' tokens were",
};

const ROTATE_ADVICE =
  'Start with the APP_SECRET the data was created with, or rotate: set APP_SECRET_PREVIOUS to the old secret and run `npm run cli -- secrets rotate` (docs/operations.md "Rotating APP_SECRET").';

/** The one line start-up prints when `table`'s values open with none of the box's secrets. */
export function secretMismatchMessage(box: SecretBox, table: SealedTable): string {
  const settings = box.withPrevious ? 'APP_SECRET and APP_SECRET_PREVIOUS do' : 'APP_SECRET does';
  return `${settings} not match this database: ${WHAT_IS_SEALED[table]} sealed with another secret. ${ROTATE_ADVICE}`;
}

/** 'integration_connections row org_id=…, kind=2, column access_token_sealed', for messages. */
export function describeCell(cell: SealedCell): string {
  const row = cell.table === 'oidc_signing_keys' ? `kid=${cell.kid}` : `org_id=${cell.orgId}, kind=${cell.kind}`;
  return `${cell.table} row ${row}, column ${cell.column}`;
}

function opens(box: SecretBox, cell: SealedCell): boolean {
  try {
    box.decrypt(cell.sealed);
    return true;
  } catch (error) {
    if (error instanceof UnopenableSecretError) return false;
    throw error;
  }
}

/**
 * Start-up check (server, worker): every sealed value opens with one of the box's secrets.
 * @throws AppSecretMismatchError with the one-line message of the first table that does not.
 */
export async function assertSealedDataOpens(db: Db, box: SecretBox): Promise<void> {
  const stranger = (await listSealedCells(db)).find((cell) => !opens(box, cell));
  if (stranger) throw new AppSecretMismatchError(secretMismatchMessage(box, stranger.table));
}

export interface RotationCount {
  /** Sealed values found. */
  values: number;
  /** Of them, re-encrypted with APP_SECRET (they opened with a previous secret). */
  resealed: number;
}

export type RotationResult = Record<SealedTable, RotationCount>;

/**
 * Re-encrypts with APP_SECRET every sealed value a previous secret (APP_SECRET_PREVIOUS) opens, in one transaction
 * that holds the rows meanwhile. Values APP_SECRET already opens stay as they are, so a second run changes nothing.
 * @throws AppSecretMismatchError naming the table, row and column of a value no secret opens; nothing is written.
 */
export async function rotateSealedSecrets(db: Db, box: SecretBox): Promise<RotationResult> {
  return db.transaction().execute(async (trx) => {
    const result = Object.fromEntries(
      Object.keys(SEALED_COLUMNS).map((table) => [table, { values: 0, resealed: 0 }]),
    ) as RotationResult;
    const changes: { cell: SealedCell; sealed: string }[] = [];
    for (const cell of await listSealedCells(trx, { lock: true })) {
      let sealed: string | null;
      try {
        sealed = box.reseal(cell.sealed);
      } catch (error) {
        if (!(error instanceof UnopenableSecretError)) throw error;
        throw new AppSecretMismatchError(
          `${describeCell(cell)} opens with none of ${box.withPrevious ? 'APP_SECRET and APP_SECRET_PREVIOUS' : 'APP_SECRET'}; nothing was re-encrypted. Set APP_SECRET_PREVIOUS to the secret it was sealed with and run \`npm run cli -- secrets rotate\` again.`,
        );
      }
      result[cell.table].values += 1;
      if (sealed !== null) changes.push({ cell, sealed });
    }
    for (const { cell, sealed } of changes) {
      await replaceSealedCell(trx, cell, sealed);
      result[cell.table].resealed += 1;
    }
    return result;
  });
}
