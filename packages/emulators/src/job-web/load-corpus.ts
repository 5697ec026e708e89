/**
 * The corpus of a web: the shared datasets when the folder holds them, else generated postings. Built once per
 * folder and process (several emulators in one test file share it).
 */
import { type Corpus, CorpusBuilder } from './corpus.ts';
import { datasetsPresent, loadDatasets } from './dataset-loader.ts';
import { addGeneratedCorpus } from './fallback-corpus.ts';

const corpora = new Map<string, Corpus>();

/** The corpus for `datasetsDir` (null or a folder without the datasets: generated postings only). */
export function loadCorpus(datasetsDir: string | null): Corpus {
  const dir = datasetsPresent(datasetsDir) ? datasetsDir : null;
  const key = dir ?? '';
  let corpus = corpora.get(key);
  if (!corpus) {
    const builder = new CorpusBuilder();
    if (dir) loadDatasets(dir, builder);
    else addGeneratedCorpus(builder);
    corpus = builder.build(dir ? 'datasets' : 'generated');
    corpora.set(key, corpus);
  }
  return corpus;
}
