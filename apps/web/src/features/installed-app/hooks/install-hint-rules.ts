export type InstallHintKind = 'offer' | 'ios' | null;

export interface InstallHintFacts {
  userAgent: string;
  /** `display-mode: standalone`, or iOS's `navigator.standalone`: already opened as the app. */
  installed: boolean;
  /** The browser made its install offer (Chromium on Android and desktop). */
  hasOffer: boolean;
  dismissed: boolean;
}

/**
 * Which hint to show: the browser's offer where it made one; on iOS Safari, which has no offer,
 * how to add the app by hand. iOS browsers other than Safari (CriOS, FxiOS, EdgiOS) cannot add
 * to the home screen before iOS 16.4, so they get no hint rather than a wrong one.
 */
export function installHintKind({ userAgent, installed, hasOffer, dismissed }: InstallHintFacts): InstallHintKind {
  if (installed || dismissed) return null;
  if (hasOffer) return 'offer';
  const ios = /iPhone|iPad|iPod/.test(userAgent);
  const safari = /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
  return ios && safari ? 'ios' : null;
}

export const installHintStorageKey = 'mobilo.installHint.dismissed';
