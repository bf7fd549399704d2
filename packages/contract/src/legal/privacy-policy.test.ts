import { describe, expect, it } from 'vitest';
import { currentPrivacyPolicyVersion, mustAcceptPrivacyPolicy } from './privacy-policy';

describe('mustAcceptPrivacyPolicy', () => {
  it('asks users who never accepted', () => {
    expect(mustAcceptPrivacyPolicy({ privacyPolicyVersion: null })).toBe(true);
  });

  it('asks again once the policy has a new version', () => {
    expect(mustAcceptPrivacyPolicy({ privacyPolicyVersion: '2020-01-01' })).toBe(true);
  });

  it('leaves users alone who accepted the version in force', () => {
    expect(mustAcceptPrivacyPolicy({ privacyPolicyVersion: currentPrivacyPolicyVersion })).toBe(false);
  });
});
