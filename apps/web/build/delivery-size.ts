import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compressForms } from './precompress.ts';

/**
 * What the browser downloads for a screen, from Vite's build manifest (`dist/.vite/manifest.json`): the entry
 * chunk with its static imports, plus the lazily loaded route modules the screen needs with theirs
 * (docs/performance.md 'Web delivery').
 */

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Route modules loaded on demand that the first signed-in screen (/dashboard) needs: the start-up gate and the frame. */
export const FIRST_SCREEN_MODULES = ['src/app/auth/session-gate.tsx', 'src/app/frame/frame.tsx'] as const;

export interface DownloadSize {
  files: string[];
  /** Bytes as built (minified). */
  raw: number;
  gzip: number;
  brotli: number;
}

/** The JS files of the given manifest keys and everything they import statically. */
export function chunkFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key]?.file ?? '').filter((file) => file.endsWith('.js'));
}

async function sizeOf(distDir: string, files: string[]): Promise<DownloadSize> {
  const size: DownloadSize = { files: files.sort(), raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const bytes = await readFile(path.join(distDir, file));
    const { br, gz } = compressForms(bytes);
    size.raw += bytes.length;
    size.gzip += gz.length;
    size.brotli += br.length;
  }
  return size;
}

/** JS bytes of the sign-in path (entry only) and of the first signed-in screen. */
export async function measureDelivery(distDir: string): Promise<{ signIn: DownloadSize; firstScreen: DownloadSize }> {
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  return {
    signIn: await sizeOf(distDir, chunkFiles(manifest, entries)),
    firstScreen: await sizeOf(distDir, chunkFiles(manifest, [...entries, ...FIRST_SCREEN_MODULES])),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// `node apps/web/build/delivery-size.ts [distDir]` prints the numbers of an existing build.
if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist');
  const { signIn, firstScreen } = await measureDelivery(distDir);
  for (const [name, size] of [
    ['sign-in path', signIn],
    ['first screen', firstScreen],
  ] as const) {
    console.log(
      `${name}: ${size.files.length} JS files, ${kb(size.raw)} raw, ${kb(size.gzip)} gzip, ${kb(size.brotli)} brotli`,
    );
  }
}
