import { feedbackPasswordResponseSchema } from '@mobilo/contract';
import { apiClient } from '../../../lib/api-client';

/** GET api/v3/user/feedback-password: asked for when the feedback link is clicked, never cached. */
export async function getFeedbackPassword(): Promise<string> {
  const { password } = await apiClient.get('/api/v3/user/feedback-password', {
    schema: feedbackPasswordResponseSchema,
  });
  return password;
}
