/**
 * The one template layer of every e-mail the server sends (issue #33; docs/decisions.md 'One e-mail kit'): MJML
 * compiled once per template into responsive, client-safe HTML, then filled per message.
 *
 * A template is the MJML of its body (elements of one column: mj-text, mj-table, mj-button) with slots written
 * `%%name%%`. The layout around it is the same for all: a header with the product name, the body on white, and a
 * footer saying why the recipient gets the e-mail, with the unsubscribe or manage link where the message has one.
 * The first render compiles the MJML (about 10 ms) and keeps the HTML split at its slots; every render after
 * that only joins strings, so an alert run of thousands of e-mails compiles each template once.
 * Slot values are SafeHtml (built with the `html` tag, which escapes data); the subject and preview are text.
 */
import mjml2html from 'mjml';
import { html, htmlString, type SafeHtml } from './safe-html.ts';

/** What an e-mail is made of, as the outbox stores it. */
export interface EmailContent {
  subject: string;
  /** The plain-text alternative: the same content as the HTML, with the footer. */
  text: string;
  html: string;
}

export interface EmailFooter {
  /** Why the recipient gets this e-mail (one sentence, text). */
  why: string;
  /** The unsubscribe or manage link, where the message has one (text part: `{label}: {url}`). */
  link?: { label: string; url: string };
}

export interface EmailMessage<Slot extends string> {
  subject: string;
  /** The line inbox lists show after the subject (text). */
  preview: string;
  /** The body's slots. */
  slots: Record<Slot, SafeHtml>;
  /** The plain-text part's lines, before the footer. */
  text: readonly string[];
  footer: EmailFooter;
}

export interface EmailTemplate<Slot extends string> {
  readonly name: string;
  render(message: EmailMessage<Slot>): Promise<EmailContent>;
}

/** Slots the layout fills itself; a template's own slots take other names. */
const LAYOUT_SLOTS = ['subject', 'preview', 'footer'] as const;
const SLOT = /%%([a-zA-Z]+)%%/g;

/** Colours: the brand teal on the dark header; body text and links in the accessible shades of the web app. */
const COLOURS = {
  page: '#f4f5f7',
  header: '#0f2b33',
  brand: '#1FBC9C',
  text: '#1d2430',
  link: '#0a6f5b',
  muted: '#4f5b6b',
};

/** The layout's MJML around a template's body. */
export function layoutMjml(body: string): string {
  return `<mjml lang="en">
  <mj-head>
    <mj-title>%%subject%%</mj-title>
    <mj-preview>%%preview%%</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="14px" line-height="1.5" color="${COLOURS.text}" padding="4px 24px" />
      <mj-table font-size="14px" line-height="1.4" color="${COLOURS.text}" padding="4px 24px" />
      <mj-button background-color="${COLOURS.link}" color="#ffffff" font-size="14px" font-weight="bold" border-radius="4px" align="left" padding="12px 24px" />
    </mj-attributes>
    <mj-style>
      a { color: ${COLOURS.link}; }
      .footer a { color: ${COLOURS.muted}; }
      @media only screen and (max-width: 480px) { .cell { padding: 4px 3px !important; font-size: 13px !important; } }
    </mj-style>
  </mj-head>
  <mj-body background-color="${COLOURS.page}" width="640px">
    <mj-section background-color="${COLOURS.header}" padding="16px 0">
      <mj-column>
        <mj-text font-size="20px" font-weight="bold" color="#ffffff" padding="0 24px">Agency<span style="color:${COLOURS.brand}">Scout</span></mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="16px 0 20px">
      <mj-column>
${body}
      </mj-column>
    </mj-section>
    <mj-section padding="12px 0 24px">
      <mj-column>
        <mj-text css-class="footer" font-size="12px" color="${COLOURS.muted}">%%footer%%</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

interface Compiled {
  /** The HTML between slots: parts[0], slot names[0], parts[1], … */
  parts: string[];
  names: string[];
}

/** Compiles the layout with `body` (strict MJML validation) and splits the HTML at its slots. */
async function compile(name: string, body: string, slots: readonly string[]): Promise<Compiled> {
  const result = await mjml2html(layoutMjml(body), { validationLevel: 'strict', keepComments: false, fonts: {} }).catch(
    (error: unknown) => {
      throw new Error(`E-mail template '${name}': ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    },
  );
  if (result.errors.length > 0) {
    throw new Error(`E-mail template '${name}': ${result.errors.map((error) => error.formattedMessage).join('; ')}`);
  }
  const out = result.html;
  const parts: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const match of out.matchAll(SLOT)) {
    parts.push(out.slice(last, match.index));
    names.push(match[1] ?? '');
    last = match.index + match[0].length;
  }
  parts.push(out.slice(last));
  const known = new Set<string>([...LAYOUT_SLOTS, ...slots]);
  const missing = [...known].filter((slot) => !names.includes(slot));
  const unknown = names.filter((slot) => !known.has(slot));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(`E-mail template '${name}': slots missing ${missing.join(', ')}; unknown ${unknown.join(', ')}`);
  }
  return { parts, names };
}

function footerHtml(footer: EmailFooter): SafeHtml {
  const link = footer.link ? html`<br><a href="${footer.link.url}">${footer.link.label}</a>` : '';
  return html`${footer.why}${link}`;
}

function footerText(footer: EmailFooter): string[] {
  return ['', footer.why, ...(footer.link ? [`${footer.link.label}: ${footer.link.url}`] : [])];
}

/**
 * A template: `body` is the MJML inside the body's column, with `%%slot%%` for each of `slots`. Compiled on
 * first use and kept for the life of the process.
 */
export function defineEmail<const Slot extends string>(
  name: string,
  slots: readonly Slot[],
  body: string,
): EmailTemplate<Slot> {
  let compiled: Promise<Compiled> | undefined;
  return {
    name,
    async render(message) {
      compiled ??= compile(name, body, slots).catch((error: unknown) => {
        compiled = undefined;
        throw error;
      });
      const { parts, names } = await compiled;
      const values: Record<string, string> = {
        subject: htmlString(message.subject),
        preview: htmlString(message.preview),
        footer: footerHtml(message.footer).value,
      };
      for (const slot of slots) values[slot] = message.slots[slot].value;
      let out = parts[0] ?? '';
      for (let index = 0; index < names.length; index += 1) {
        out += (values[names[index] ?? ''] ?? '') + (parts[index + 1] ?? '');
      }
      return {
        subject: message.subject,
        text: [...message.text, ...footerText(message.footer)].join('\n'),
        html: out,
      };
    },
  };
}
