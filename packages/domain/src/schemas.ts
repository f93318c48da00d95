import { z } from 'zod';

export const emailSchema = z.string().trim().toLowerCase().email().max(254);
export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(1024),
  incubator: z.string().trim().toLowerCase().min(1).max(63).optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
