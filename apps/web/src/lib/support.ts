/** Texts and address of the support chat panel opened by the CHAT chip (prospecting-core §1, §2.2). */
export const SUPPORT_EMAIL = 'support@agencyscout.example';

export const CHAT_TEXTS = {
  chip: 'CHAT',
  title: 'Chat with us',
  intro:
    'Our support team answers during business hours. Write your question below and press Send: ' +
    'your e-mail app opens with the message addressed to our team, and the answer comes back by e-mail.',
  messageLabel: 'Your message',
  send: 'Send',
  close: 'Close chat',
  subject: 'AgencyScout support request',
} as const;

/** The mailto: link that carries the chat message to the support team. */
export function supportMailto(message: string): string {
  const subject = encodeURIComponent(CHAT_TEXTS.subject);
  return `mailto:${SUPPORT_EMAIL}?subject=${subject}&body=${encodeURIComponent(message)}`;
}

/** Default of the affiliate-program link (§2.2); the server's AFFILIATE_PROGRAM_URL setting replaces it. */
export const AFFILIATE_PROGRAM_URL = 'https://agencyscout.example/affiliates';
