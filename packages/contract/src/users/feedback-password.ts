import { z } from 'zod';

/** GET api/v3/user/feedback-password — shown before the feedback form opens. */
export const feedbackPasswordResponseSchema = z.object({ password: z.string() }).meta({ id: 'FeedbackPassword' });
export type FeedbackPasswordResponse = z.infer<typeof feedbackPasswordResponseSchema>;
