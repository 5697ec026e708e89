/**
 * The invitation e-mail (issue #19, outreach-integrations-admin §2 'Onboarding'): who invites, the organisation,
 * the single-use link `/onboard/{token}?email=…` and when it expires. Texts from data are escaped in the HTML part.
 */
import { ONBOARDING_TEXTS } from '@agencyscout/contracts';
import { escapeHtml } from '../alerts/email.ts';

export interface InvitationEmailModel {
  link: string;
  organizationName: string;
  inviterName: string | null;
  expiresAt: Date;
}

function expiryText(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function invitationEmail(model: InvitationEmailModel): { subject: string; text: string; html: string } {
  const who = model.inviterName ? `${model.inviterName} invited you` : 'You are invited';
  const lead = `${who} to join ${model.organizationName} on AgencyScout.`;
  const expiry = `The link can be used once and expires on ${expiryText(model.expiresAt)}.`;
  const text = [lead, '', 'Set your password here:', model.link, '', expiry].join('\n');
  const html = [
    `<p>${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(model.link)}">Set your password</a></p>`,
    `<p>${escapeHtml(expiry)}</p>`,
  ].join('\n');
  return { subject: ONBOARDING_TEXTS.emailSubject, text, html };
}
