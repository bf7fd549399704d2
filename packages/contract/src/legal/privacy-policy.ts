import { z } from 'zod';
import { sessionUserSchema } from '../auth/session-user';

/**
 * The version of the privacy policy the app shows (its "last updated" day). Changing the policy's
 * text means raising this version: every user is then asked to accept it again after signing in.
 */
export const currentPrivacyPolicyVersion = '2026-11-01';

/** Whether the user still has to accept the privacy policy now in force. */
export function mustAcceptPrivacyPolicy(user: { privacyPolicyVersion: string | null }): boolean {
  return user.privacyPolicyVersion !== currentPrivacyPolicyVersion;
}

/**
 * POST /api/v3/user/privacy-policy/accept: the user accepts the version they read. A version other
 * than the current one answers PRIVACY_POLICY_OUTDATED (the text changed while they read it).
 */
export const acceptPrivacyPolicyRequestSchema = z.strictObject({ version: z.string().min(1).max(50) });
export type AcceptPrivacyPolicyRequest = z.infer<typeof acceptPrivacyPolicyRequestSchema>;
export const acceptPrivacyPolicyResponseSchema = sessionUserSchema;
