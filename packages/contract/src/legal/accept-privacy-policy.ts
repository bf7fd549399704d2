import { z } from 'zod';
import { sessionUserSchema } from '../auth/session-user';

/**
 * POST /api/v3/user/privacy-policy/accept: the user accepts the version they read. A version other
 * than the current one answers PRIVACY_POLICY_OUTDATED (the text changed while they read it).
 */
export const acceptPrivacyPolicyRequestSchema = z.strictObject({ version: z.string().min(1).max(50) });
export type AcceptPrivacyPolicyRequest = z.infer<typeof acceptPrivacyPolicyRequestSchema>;
export const acceptPrivacyPolicyResponseSchema = sessionUserSchema;
