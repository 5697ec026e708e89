/**
 * The invitation e-mail (issue #19, outreach-integrations-admin §2 'Onboarding'): who invites, the organisation,
 * the single-use link `/onboard/{token}?email=…` and when it expires. Built with the e-mail kit (lib/email):
 * texts from data are escaped in the HTML part; the plain-text part carries the same content.
 */
import { ONBOARDING_TEXTS } from '@agencyscout/contracts';
import { formatIsoMinute } from '../../lib/dates.ts';
import { html } from '../../lib/email/safe-html.ts';
import { defineEmail, type EmailContent } from '../../lib/email/template.ts';

export interface InvitationEmailModel {
  link: string;
  organizationName: string;
  inviterName: string | null;
  expiresAt: Date;
}

const template = defineEmail(
  'invitation',
  ['lead', 'link', 'expiry'],
  `<mj-text>%%lead%%</mj-text>
<mj-button href="%%link%%">Set your password</mj-button>
<mj-text>%%expiry%%</mj-text>`,
);

export function invitationEmail(model: InvitationEmailModel): Promise<EmailContent> {
  const who = model.inviterName ? `${model.inviterName} invited you` : 'You are invited';
  const lead = `${who} to join ${model.organizationName} on AgencyScout.`;
  const expiry = `The link can be used once and expires on ${formatIsoMinute(model.expiresAt)}.`;
  return template.render({
    subject: ONBOARDING_TEXTS.emailSubject,
    preview: lead,
    slots: { lead: html`<p>${lead}</p>`, link: html`${model.link}`, expiry: html`<p>${expiry}</p>` },
    text: [lead, '', 'Set your password here:', model.link, '', expiry],
    footer: { why: `You get this e-mail because you were invited to ${model.organizationName} on AgencyScout.` },
  });
}
