import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings): `prompt()` shows the browser's own dialog. */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * The browser fires its offer once, early in the page load, before any lazy screen is there:
 * this module is imported by the app's root and keeps it until the hint shows it.
 */
export function listenForInstallOffer(target: Window = window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Without this, Chromium shows its own mini bar as well; the hint offers the install instead.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

export async function acceptInstallOffer() {
  const current = offer;
  if (!current) return;
  offer = null;
  changed();
  await current.prompt();
}

export function useInstallOffer(): InstallPromptEvent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer,
  );
}
