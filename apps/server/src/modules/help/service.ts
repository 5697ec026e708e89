/**
 * The Help Center (prospecting-core §2.10): the catalogue, each guide and tutorial as a page and each guide as a
 * PDF, the tutorial screenshots, and answers to questions. Built once per app from docs/help.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  HELP_TEXTS,
  type HelpAnswer,
  type HelpCatalogue,
  type HelpDocument,
  type HelpResourceKind,
} from '@agencyscout/contracts';
import type { AiClient } from '../../lib/ai/index.ts';
import { notFound } from '../../lib/errors.ts';
import { type AnswerLogger, answerQuestion } from './answer.ts';
import { catalogueOf, guidePdfUrl, HELP_DIRECTORY, type HelpResource, loadHelpLibrary } from './library.ts';
import { libraryPassages } from './passages.ts';
import { renderHelpPdf } from './pdf.ts';
import { renderHelpHtml } from './render.ts';
import { createHelpIndex } from './retrieval.ts';

export interface HelpCenter {
  catalogue(): HelpCatalogue;
  /** @throws 404 for a key the catalogue does not hold under this kind. */
  document(kind: HelpResourceKind, key: string): HelpDocument;
  /** A guide's PDF (generated once, then kept). @throws 404 */
  guidePdf(key: string): Promise<{ title: string; pdf: Buffer }>;
  /** A tutorial screenshot, `name` as `[a-z0-9-]+.png`. @throws 404 */
  image(name: string): Buffer;
  ask(question: string, logger?: AnswerLogger): Promise<HelpAnswer>;
}

export interface HelpCenterOptions {
  ai: AiClient | null;
  videosFile: string | null;
  directory?: string;
}

export function createHelpCenter({ ai, videosFile, directory = HELP_DIRECTORY }: HelpCenterOptions): HelpCenter {
  const library = loadHelpLibrary({ directory, videosFile });
  const index = createHelpIndex(libraryPassages(library));
  const imageDirectory = path.join(directory, 'screenshots');
  const pdfs = new Map<string, Promise<Buffer>>();
  const find = (kind: HelpResourceKind, key: string): HelpResource => {
    const resource = library.byKey.get(key);
    if (!resource || resource.kind !== kind) throw notFound(HELP_TEXTS.notFound);
    return resource;
  };
  return {
    catalogue: () => catalogueOf(library, ai?.configured ?? false),
    document(kind, key) {
      const resource = find(kind, key);
      return {
        key: resource.key,
        kind: resource.kind,
        title: resource.title,
        html: renderHelpHtml(resource.markdown),
        pdfUrl: resource.kind === 'guide' ? guidePdfUrl(resource.key) : null,
        videoUrl: resource.videoUrl,
      };
    },
    async guidePdf(key) {
      const resource = find('guide', key);
      let pdf = pdfs.get(key);
      if (!pdf) {
        pdf = renderHelpPdf(resource.markdown, resource.title, imageDirectory);
        pdfs.set(key, pdf);
      }
      return { title: resource.title, pdf: await pdf };
    },
    image(name) {
      const file = path.join(imageDirectory, path.basename(name));
      if (!/^[a-z0-9-]+\.png$/.test(name) || !existsSync(file)) throw notFound('No such image');
      return readFileSync(file);
    },
    ask: (question, logger) => answerQuestion(question, index, ai, logger),
  };
}
