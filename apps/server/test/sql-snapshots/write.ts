/** `npm run db:sql`: writes the hot queries' SQL snapshots (hot-queries.ts) after a change to their SQL. */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hotQuerySnapshots, SNAPSHOT_DIR } from './hot-queries.ts';

const files = await hotQuerySnapshots();
for (const file of readdirSync(SNAPSHOT_DIR)) if (file.endsWith('.sql')) rmSync(path.join(SNAPSHOT_DIR, file));
for (const [file, text] of files) writeFileSync(path.join(SNAPSHOT_DIR, file), text);
console.log(`Wrote ${files.size} SQL snapshots to ${path.relative(process.cwd(), SNAPSHOT_DIR)}`);
