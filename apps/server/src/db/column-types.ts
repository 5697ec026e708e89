/** Value types of text columns whose values a CHECK constraint limits (used by the generated schema). */
export type AlertFrequency = 'daily' | 'weekly';
export type OutboxStatus = 'stored' | 'queued' | 'sent' | 'failed';
