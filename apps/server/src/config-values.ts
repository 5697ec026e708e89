/** Value rules the settings share (config.ts, config-integrations.ts). */
import { z } from 'zod';

/** 'true'/'1'/'yes' or 'false'/'0'/'no', as environment variables write a switch. */
export const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
