import { describe, expect, it } from 'vitest';
import { installHintKind } from './install-hint-rules';

const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const iphoneChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const base = { installed: false, hasOffer: false, dismissed: false };

describe('installHintKind', () => {
  it('offers the install where the browser made its offer', () => {
    expect(installHintKind({ ...base, userAgent: android, hasOffer: true })).toBe('offer');
  });

  it('explains "Add to Home Screen" on iOS Safari, which makes no offer', () => {
    expect(installHintKind({ ...base, userAgent: iphoneSafari })).toBe('ios');
  });

  it('says nothing in other iOS browsers, on Android without an offer, installed or dismissed', () => {
    expect(installHintKind({ ...base, userAgent: iphoneChrome })).toBeNull();
    expect(installHintKind({ ...base, userAgent: android })).toBeNull();
    expect(installHintKind({ ...base, userAgent: iphoneSafari, installed: true })).toBeNull();
    expect(installHintKind({ ...base, userAgent: android, hasOffer: true, dismissed: true })).toBeNull();
  });
});
