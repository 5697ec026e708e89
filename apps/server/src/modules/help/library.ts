/**
 * The help library (prospecting-core §2.10): the user guide under docs/help — catalogue.json, one markdown file
 * per guide (guides/{key}.md) and per tutorial (tutorials/{key}.md), tutorial screenshots (screenshots/*.png) —
 * read once at start-up, plus the operator's tutorial video URLs (HELP_VIDEOS_FILE).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type HelpCatalogue, type HelpResourceKind, helpKeySchema } from '@agencyscout/contracts';
import { z } from 'zod';
import { REPOSITORY_ROOT } from '../../config.ts';

export const HELP_DIRECTORY = path.join(REPOSITORY_ROOT, 'docs', 'help');

/** Hosts a tutorial video may be embedded from (the Content-Security-Policy's frame-src, app.ts). */
export const VIDEO_HOSTS = ['www.youtube.com', 'player.vimeo.com'] as const;

const catalogueFileSchema = z.object({
  tutorials: z.array(
    z.object({ key: helpKeySchema, title: z.string().min(1), description: z.string().min(1), storedName: z.string() }),
  ),
  guides: z.array(z.object({ key: helpKeySchema, title: z.string().min(1) })),
});

const videosFileSchema = z.record(
  z.string(),
  z.url({ protocol: /^https$/ }).refine((url) => (VIDEO_HOSTS as readonly string[]).includes(new URL(url).hostname), {
    message: `A video must be embedded from ${VIDEO_HOSTS.join(' or ')}`,
  }),
);

/** One guide or tutorial with its markdown source. */
export interface HelpResource {
  key: string;
  kind: HelpResourceKind;
  title: string;
  /** Tutorials only. */
  description: string | null;
  storedName: string | null;
  videoUrl: string | null;
  markdown: string;
}

export interface HelpLibrary {
  resources: HelpResource[];
  byKey: Map<string, HelpResource>;
}

/** In-app page of a resource. */
export function resourcePageUrl(resource: Pick<HelpResource, 'kind' | 'key'>): string {
  return `/helpcenter/${resource.kind}s/${resource.key}`;
}

/** Public PDF download of a guide (prospecting-core §2.10 'PDFs'). */
export function guidePdfUrl(key: string): string {
  return `/api/help/guides/${key}.pdf`;
}

function readVideos(file: string | null): Record<string, string> {
  if (!file) return {};
  const parsed = videosFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`HELP_VIDEOS_FILE ${file}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  return parsed.data;
}

/**
 * Reads the library. @throws Error when the catalogue names a missing file, a key twice, or a title that is not
 * the file's first heading (the catalogue and the files must agree).
 */
export function loadHelpLibrary(options: { directory?: string; videosFile?: string | null } = {}): HelpLibrary {
  const directory = options.directory ?? HELP_DIRECTORY;
  const catalogue = catalogueFileSchema.parse(JSON.parse(readFileSync(path.join(directory, 'catalogue.json'), 'utf8')));
  const videos = readVideos(options.videosFile ?? null);
  const read = (kind: HelpResourceKind, key: string, title: string) => {
    const markdown = readFileSync(path.join(directory, `${kind}s`, `${key}.md`), 'utf8');
    const heading = markdown.split('\n', 1)[0]?.replace(/^#\s+/, '').trim();
    if (heading !== title) throw new Error(`docs/help ${kind}s/${key}.md: its heading is not the catalogue title`);
    return markdown;
  };
  const resources: HelpResource[] = [
    ...catalogue.tutorials.map((entry) => ({
      key: entry.key,
      kind: 'tutorial' as const,
      title: entry.title,
      description: entry.description,
      storedName: entry.storedName,
      videoUrl: videos[entry.storedName] ?? null,
      markdown: read('tutorial', entry.key, entry.title),
    })),
    ...catalogue.guides.map((entry) => ({
      key: entry.key,
      kind: 'guide' as const,
      title: entry.title,
      description: null,
      storedName: null,
      videoUrl: null,
      markdown: read('guide', entry.key, entry.title),
    })),
  ];
  const byKey = new Map<string, HelpResource>();
  for (const resource of resources) {
    if (byKey.has(resource.key)) throw new Error(`docs/help/catalogue.json: the key ${resource.key} is used twice`);
    byKey.set(resource.key, resource);
  }
  return { resources, byKey };
}

/** GET /resources: the catalogue as the Resources carousel, the empty states and the answer sources use it. */
export function catalogueOf(library: HelpLibrary, aiEnabled: boolean): HelpCatalogue {
  return {
    aiEnabled,
    videos: library.resources
      .filter((resource) => resource.kind === 'tutorial')
      .map((resource) => ({
        key: resource.key,
        url: resourcePageUrl(resource),
        title: resource.title,
        storedName: resource.storedName ?? resource.key,
        description: resource.description ?? '',
        videoUrl: resource.videoUrl,
      })),
    pdfs: library.resources
      .filter((resource) => resource.kind === 'guide')
      .map((resource) => ({
        key: resource.key,
        title: resource.title,
        url: guidePdfUrl(resource.key),
        pageUrl: resourcePageUrl(resource),
      })),
  };
}
