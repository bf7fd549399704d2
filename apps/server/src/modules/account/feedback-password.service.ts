import type { FeedbackPasswordResponse } from '@mobilo/contract';
import type { ServiceDeps } from '../../platform/app-context';
import { notFound } from '../../platform/app-error';
import type { Actor } from '../../platform/request-context';

/** The password of the external feedback form, when this installation has one. */
export async function getFeedbackPassword({ config }: ServiceDeps, _actor: Actor): Promise<FeedbackPasswordResponse> {
  if (config.feedbackPassword === null) throw notFound('feedbackPassword');
  return { password: config.feedbackPassword };
}
