import { z } from 'zod';

/** Every error answer: a list of plain messages (the client joins them), plus a correlation id on 500. */
export const ZErrorBody = z.object({
  errors: z.array(z.string()),
  correlationId: z.string().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
