import { z } from 'zod';

/**
 * Inside a form schema's `transform`: parses the draft (or a part of it) with a contract's schema, so the rule
 * and its message stay the contract's. Answers the parsed value, or adds the contract's issues under `path`
 * (the field they show on) and answers `z.NEVER`.
 */
export function parseWithContract<T extends z.ZodType>(
  schema: T,
  value: unknown,
  context: z.RefinementCtx,
  path: PropertyKey[] = [],
): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
  }
  return z.NEVER;
}
