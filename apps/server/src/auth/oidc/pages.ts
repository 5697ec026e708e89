/**
 * Server-rendered pages of the built-in provider: login, logout (auto-submitted) and errors.
 * Every interpolated value goes through the server's one `escapeHtml` (lib/html.ts).
 */
import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml } from '../../lib/html.ts';

/** The inline script of the logout page; its hash is allowed by the CSP (app.ts). */
export const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit();";
export const LOGOUT_SCRIPT_HASH = `sha256-${createHash('sha256').update(LOGOUT_SCRIPT).digest('base64')}`;

/** Any value as escaped HTML text (nothing for null and undefined). */
function escapeValue(value: unknown): string {
  return escapeHtml(String(value ?? ''));
}

/**
 * The brand teal #1FBC9C is 2.4:1 on white: text and the white-on-teal button use the web app's accessible shade
 * (--teal-text, 6.1:1); the footer on the dark gradient is white (issue #9, axe colour contrast).
 */
const STYLE = `
  :root { color-scheme: light dark; --teal: #1FBC9C; --teal-text: #0A6F5B; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: Roboto, 'Segoe UI', Arial, sans-serif;
    background: linear-gradient(135deg, #0f2b33 0%, #13484f 55%, #1FBC9C 140%); color: #1d2430; }
  main { width: min(400px, 92vw); background: #fff; border-radius: 12px; padding: 32px 32px 24px; box-shadow: 0 12px 40px rgba(0,0,0,.25); }
  h1 { margin: 0 0 4px; font-size: 1.5rem; font-weight: 600; }
  h1 span { color: var(--teal-text); }
  p.lead { margin: 0 0 24px; color: #5b6472; font-size: .95rem; }
  label { display: block; font-size: .85rem; font-weight: 600; margin: 16px 0 6px; }
  input { width: 100%; padding: 11px 12px; border: 1px solid #c9d0d9; border-radius: 6px; font-size: 1rem; }
  input:focus { outline: 2px solid var(--teal); border-color: var(--teal); }
  button { margin-top: 24px; width: 100%; padding: 12px; border: 0; border-radius: 6px; background: var(--teal-text); color: #fff;
    font-size: 1rem; font-weight: 600; cursor: pointer; }
  button:hover { background: #085746; }
  .error { margin-top: 16px; padding: 10px 12px; border-radius: 6px; background: #fdecea; color: #8a1c12; font-size: .9rem; }
  footer { margin-top: 20px; font-size: .8rem; color: #fff; text-align: center; }
  footer a { color: #fff; }
`;

function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeValue(title)} · AgencyScout</title><style>${STYLE}</style></head>
<body><main>${body}</main>${script ? `<script>${script}</script>` : ''}</body></html>`;
}

export interface LoginPageModel {
  uid: string;
  email?: string;
  error?: string;
}

/** The sign-in form (prospecting-core §2.1: users sign in through the identity provider). */
export function loginPage({ uid, email, error }: LoginPageModel): string {
  return page(
    'Sign in',
    `<h1>Agency<span>Scout</span></h1>
<p class="lead">Sign in to find the companies hiring right now.</p>
<form method="post" action="/interaction/${escapeValue(uid)}/login" autocomplete="on" novalidate>
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeValue(email)}" ${email ? '' : 'autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required ${email ? 'autofocus' : ''}>
  ${error ? `<div class="error" role="alert">${escapeValue(error)}</div>` : ''}
  <button type="submit">Sign in</button>
</form>
<footer>Trouble signing in? Ask your account administrator.</footer>`,
  );
}

/** A message page of the sign-in flow (expired or unknown interaction). */
export function messagePage(title: string, message: string): string {
  return page(
    title,
    `<h1>Agency<span>Scout</span></h1><p class="lead">${escapeValue(message)}</p><footer><a href="/login">Back to sign in</a></footer>`,
  );
}

/** Logout confirmation is submitted at once: the user already chose Logout in the app. */
export async function logoutPage(ctx: KoaContextWithOIDC, form?: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = form
    ? page(
        'Signing out',
        `<h1>Agency<span>Scout</span></h1><p class="lead">Signing you out…</p>${form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>')}`,
        LOGOUT_SCRIPT,
      )
    : messagePage('Signed out', 'You are signed out.');
}

export async function errorPage(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
): Promise<void> {
  ctx.type = 'html';
  ctx.body = messagePage('Sign-in problem', out.error_description ?? out.error);
}
