import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from '../auth/login';
import { isEmailAddress } from './email-rule';
import { emailSchema } from './primitives';

const takenBySchema = (text: string) => emailSchema.safeParse(text).success;

describe('isEmailAddress', () => {
  it('takes what the schemas take', () => {
    for (const text of ['admin@demo.test', 'a.b+c@x-y.example.org', `${'a'.repeat(242)}@example.org`]) {
      expect(isEmailAddress(text)).toBe(true);
      expect(takenBySchema(text)).toBe(true);
    }
  });

  it('refuses what the schemas refuse', () => {
    for (const text of ['', 'not-an-email', 'a@b', '.a@b.de', 'a@b.de ', `${'a'.repeat(243)}@example.org`]) {
      expect(isEmailAddress(text)).toBe(false);
      expect(takenBySchema(text)).toBe(false);
    }
  });

  it('agrees with the email schema and the login schema on any text', () => {
    const text = fc.oneof(
      fc.emailAddress(),
      fc.string(),
      fc.emailAddress().map((email) => `${email}x`),
    );
    fc.assert(
      fc.property(text, (candidate) => {
        expect(isEmailAddress(candidate)).toBe(takenBySchema(candidate));
        const login = loginRequestSchema.safeParse({ email: candidate, password: 'x' }).success;
        expect(isEmailAddress(candidate)).toBe(login);
      }),
    );
  });
});
