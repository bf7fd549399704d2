/**
 * The version of the privacy policy the app shows (its "last updated" day). Changing the policy's
 * text means raising this version: every user is then asked to accept it again after signing in.
 */
export const currentPrivacyPolicyVersion = '2026-11-01';

/** Whether the user still has to accept the privacy policy now in force. */
export function mustAcceptPrivacyPolicy(user: { privacyPolicyVersion: string | null }): boolean {
  return user.privacyPolicyVersion !== currentPrivacyPolicyVersion;
}
