/**
 * One-click unsubscribe of an alert e-mail (RFC 8058; issues #11, #14, #19): a saved-search alert, a client alert or
 * an activity report. GET
 * shows a small confirmation page with a button, POST (the mail client's one-click `List-Unsubscribe=One-Click`,
 * or the button) turns that alert off.
 * A link works once and only with a valid signature.
 */
import { ALERT_TEXTS } from '@agencyscout/contracts';
import type { Db } from '../../db/kysely.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { AppSecrets } from '../../lib/secrets.ts';
import { isReportUnsubscribeOpen, unsubscribeReport } from '../reports/public.ts';
import { isClientUnsubscribeOpen, unsubscribeClientAlert } from './client-alert-repository.ts';
import { isUnsubscribeOpen, unsubscribeBySend } from './repository.ts';
import { type AlertKind, verifyUnsubscribeToken } from './unsubscribe-token.ts';

export interface UnsubscribePage {
  statusCode: 200 | 400 | 410;
  html: string;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)} · AgencyScout</title></head>
<body style="font-family:Arial,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222">
<main><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const message = (statusCode: UnsubscribePage['statusCode'], title: string, text: string): UnsubscribePage => ({
  statusCode,
  html: page(title, `<p>${escapeHtml(text)}</p>`),
});

/** What each kind of alert does with its send record: the question, whether it is open, turning it off. */
const KINDS: Record<
  AlertKind,
  { question: string; isOpen: (db: Db, id: number) => Promise<boolean>; off: (db: Db, id: number) => Promise<boolean> }
> = {
  search: {
    question: 'Stop the e-mails of this saved-search alert?',
    isOpen: isUnsubscribeOpen,
    off: unsubscribeBySend,
  },
  client: {
    question: "Stop the 'new leads at your clients' e-mails?",
    isOpen: isClientUnsubscribeOpen,
    off: unsubscribeClientAlert,
  },
  report: {
    question: 'Stop this activity report?',
    isOpen: isReportUnsubscribeOpen,
    off: unsubscribeReport,
  },
};

/** The page of a GET: a confirmation form for an unused valid link; 400 for an invalid one, 410 once used. */
export async function unsubscribeConfirmation(db: Db, secrets: AppSecrets, token: string): Promise<UnsubscribePage> {
  const send = await verifyUnsubscribeToken(secrets, token);
  if (send === null) return message(400, ALERT_TEXTS.unsubscribeTitle, ALERT_TEXTS.unsubscribeInvalid);
  const kind = KINDS[send.kind];
  if (!(await kind.isOpen(db, send.sendId))) {
    return message(410, ALERT_TEXTS.unsubscribeTitle, ALERT_TEXTS.unsubscribeUsed);
  }
  const action = `?token=${encodeURIComponent(token)}`;
  return {
    statusCode: 200,
    html: page(
      ALERT_TEXTS.unsubscribeTitle,
      `<p>${escapeHtml(kind.question)}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Turn off the alert</button></form>`,
    ),
  };
}

/** The answer of a POST: the alert is turned off (200), the link was used (410) or is not valid (400). */
export async function unsubscribeNow(db: Db, secrets: AppSecrets, token: string): Promise<UnsubscribePage> {
  const send = await verifyUnsubscribeToken(secrets, token);
  if (send === null) return message(400, ALERT_TEXTS.unsubscribeTitle, ALERT_TEXTS.unsubscribeInvalid);
  if (!(await KINDS[send.kind].off(db, send.sendId))) {
    return message(410, ALERT_TEXTS.unsubscribeTitle, ALERT_TEXTS.unsubscribeUsed);
  }
  return message(200, ALERT_TEXTS.unsubscribeTitle, ALERT_TEXTS.unsubscribeDone);
}
