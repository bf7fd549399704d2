import { firstScreenRoutes } from '@mobilo/contract';
import { api, deferCall } from '../../../lib/api-client';

const feedbackPassword = deferCall(firstScreenRoutes.feedbackPassword, () =>
  import('@mobilo/contract/users/account-calls').then((calls) => calls.accountCalls.feedbackPassword),
);

/** GET api/v3/user/feedback-password: asked for when the feedback link is clicked, never cached. */
export async function getFeedbackPassword(): Promise<string> {
  const { password } = await api.call(feedbackPassword);
  return password;
}
