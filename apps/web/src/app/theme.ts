import {
  createTheme,
  type CSSVariablesResolver,
  type DrawerProps,
  type MantineColorsTuple,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';
import { defaultBrandColours, type CompanyStyle } from '@mobilo/contract';

/** Brand colours of the specification; the theme's primary shade (6) is exactly this value. */
export const brandColors = defaultBrandColours;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(hex: string, target: number, amount: number): string {
  return toHex(channels(hex).map((c) => c + (target - c) * amount));
}

/** Ten shades around one colour: lighter towards white before index 6, darker towards black after. */
export function shadesOf(hex: string): MantineColorsTuple {
  const lighter = [0.92, 0.8, 0.65, 0.5, 0.32, 0.15].map((amount) => mix(hex, 255, amount));
  const darker = [0.14, 0.28, 0.42].map((amount) => mix(hex, 0, amount));
  return [...lighter, hex.toLowerCase(), ...darker] as unknown as MantineColorsTuple;
}

export const modalFadeMs = 150;

/**
 * The theme for a company's colour variables on top of the specification's defaults; `closeLabel`
 * names the close button of every dialog in the interface language.
 */
export function themeFor(style: CompanyStyle | null, closeLabel = 'Close') {
  const colours = { ...brandColors, ...style?.colors };
  return createTheme({
    primaryColor: 'primary',
    primaryShade: 6,
    colors: {
      primary: shadesOf(colours.primary ?? colours.secondary),
      success: shadesOf(colours.success),
      warning: shadesOf(colours.warning),
      danger: shadesOf(colours.danger),
      secondary: shadesOf(colours.secondary),
    },
    defaultRadius: 'md',
    // Transitions are skipped for users whose system asks for reduced motion (reduced-motion.css).
    respectReducedMotion: true,
    // Plain objects instead of `Modal.extend(…)`: the theme is on every page, and `extend` would
    // bring the dialog's code (scroll lock, focus trap) to the login page.
    components: {
      // Dialogs fade in and out in 150 ms (specification 001 §9).
      Modal: {
        defaultProps: {
          transitionProps: { transition: 'fade', duration: modalFadeMs },
          closeButtonProps: { 'aria-label': closeLabel },
        } satisfies Partial<ModalProps>,
      },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } satisfies Partial<DrawerProps> },
      // A toast's close button is a button like any other: it needs its name.
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } satisfies Partial<NotificationProps>,
      },
    },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  });
}

export const theme = themeFor(null);

/**
 * Mantine's dimmed grey (#868e96) has 3.3:1 on white; WCAG AA asks 4.5:1 for text. This grey has
 * 5.9:1 on white and stays above 4.5:1 on the light grey of striped rows and hovered items.
 */
export const accessibleColours: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    // Grey badges and outlines write their text in these: the same darker grey.
    '--mantine-color-gray-outline': '#5c636a',
    '--mantine-color-gray-light-color': '#495057',
    // Field errors: Mantine's red (#fa5252, 3.3:1 on white) is too light for small text.
    '--mantine-color-error': '#c92a2a',
  },
  dark: {},
});
