import { accountCalls } from '@mobilo/contract';
import { api } from '../../../lib/api-client';

/** GET api/v3/user/feedback-password: asked for when the feedback link is clicked, never cached. */
export async function getFeedbackPassword(): Promise<string> {
  const { password } = await api.call(accountCalls.feedbackPassword);
  return password;
}
