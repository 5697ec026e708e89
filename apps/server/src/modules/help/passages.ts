/**
 * A guide or tutorial cut into passages, one per `##` section (the text before the first one is a passage of
 * its own): the unit that retrieval ranks, that an answer quotes and that the model is given.
 */
import type { HelpLibrary, HelpResource } from './library.ts';

export interface HelpPassage {
  /** `{key}#{n}`. */
  id: string;
  /** The resource's catalogue key (an answer's source). */
  key: string;
  title: string;
  heading: string;
  /** The section's markdown, without images. */
  markdown: string;
  /** The same as plain words, for the index. */
  text: string;
}

/** Markdown to the words a reader sees: no images, link targets, emphasis, code marks or table rules. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|?\s*-{3,}.*$/gm, ' ')
    .replace(/[*_`#>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function withoutImages(markdown: string): string {
  return markdown
    .replace(/^!\[[^\]]*\]\([^)]*\)\s*$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The passages of one resource, in reading order. */
export function passagesOf(resource: HelpResource): HelpPassage[] {
  const body = resource.markdown.replace(/^#\s+.*\n/, '');
  const sections = body.split(/^##\s+/m);
  const passages: HelpPassage[] = [];
  sections.forEach((section, index) => {
    const [firstLine = '', ...rest] = section.split('\n');
    const heading = index === 0 ? resource.title : firstLine.trim();
    const markdown = withoutImages(index === 0 ? section : rest.join('\n'));
    if (!plainText(markdown)) return;
    passages.push({
      id: `${resource.key}#${index}`,
      key: resource.key,
      title: resource.title,
      heading,
      markdown,
      text: plainText(markdown),
    });
  });
  return passages;
}

export function libraryPassages(library: HelpLibrary): HelpPassage[] {
  return library.resources.flatMap(passagesOf);
}
