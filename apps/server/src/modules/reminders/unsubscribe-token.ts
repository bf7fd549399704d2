import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link signs the id of the reminder it came with, HMAC-SHA-256 under a key derived
 * from the app's secret (kept apart from its other use by the label). The link is the credential:
 * no sign-in, and changing a character of it fails the signature.
 */
function keyOf(secret: Buffer): Buffer {
  return createHash('sha256').update('mobilo-reminder-unsubscribe:').update(secret).digest();
}

function signatureOf(secret: Buffer, reminderId: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(reminderId).digest();
}

export function signUnsubscribeToken(secret: Buffer, reminderId: string): string {
  return `${reminderId}.${signatureOf(secret, reminderId).toString('base64url')}`;
}

/** The reminder id of a genuine token; null for anything altered or malformed. */
export function verifyUnsubscribeToken(secret: Buffer, token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, reminderId, signature] = match as unknown as [string, string, string];
  // Compared as text: base64url leaves two bits of the last character unused, and a decoded
  // comparison would take a link with those bits changed for the genuine one.
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(secret, reminderId).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? reminderId : null;
}
