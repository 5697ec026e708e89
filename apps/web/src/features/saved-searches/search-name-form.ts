import { savedSearchNameSchema } from '@agencyscout/contracts';
import { z } from 'zod';

/** The name field of Save Search and of Modify (prospecting-core §2.3, §2.6): the contract's name rule (§5). */
export const searchNameFormSchema = z.object({ name: savedSearchNameSchema });
export type SearchNameDraft = z.input<typeof searchNameFormSchema>;
export type SearchNameValues = z.output<typeof searchNameFormSchema>;
