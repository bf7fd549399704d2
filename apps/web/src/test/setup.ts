import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../lib/i18n';

// The whole suite shares two cores; a screen that needs a few queries may take over a second to settle,
// and a route's layout, guard and screen are chunks that load (and are transformed) one after another.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout APIs Mantine asks for; inert stand-ins are enough for component tests.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver ??= ResizeObserverStub;

window.HTMLElement.prototype.scrollIntoView ??= () => {};

beforeEach(async () => {
  window.localStorage.clear();
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  // The toast store lives beside React; a toast of one test must not stand in for the next one's.
  notifications.clean();
});

// jsdom has no font loading; Mantine's autosizing textarea listens for it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
