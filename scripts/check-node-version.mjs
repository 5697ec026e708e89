/**
 * Runs before `npm start`, `npm run dev` and `npm test`: stops with one line when the scripts would run on a Node
 * older than the one the project pins (the root `node` devDependency, whose install script package.json's
 * `allowScripts` approves). Plain JavaScript, so that any Node can run it and say so instead of crashing on `.ts`.
 */
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const required = manifest.devDependencies.node;
const major = (version) => Number(version.split('.')[0]);

if (major(process.versions.node) < major(required)) {
  console.error(
    `AgencyScout runs on Node ${required} (the project's \`node\` devDependency), but this is Node ${process.versions.node}: run \`npm install\` with install scripts allowed (npm's allowScripts in package.json approves node's).`,
  );
  process.exit(1);
}
