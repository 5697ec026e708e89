/**
 * What the Help Center lends to other screens: a tutorial of the catalogue to embed in an empty state
 * (prospecting-core §2.6 saved searches, §2.8 client list; keys in contracts HELP_EMBEDS).
 */

export { TutorialEmbed } from './components/tutorial-embed.tsx';
