import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Brand colours of the specification; the theme's primary shade (6) is exactly this value. */
export const brandColors = {
  success: '#49B682',
  warning: '#e37617',
  danger: '#e04d2f',
  secondary: '#006e88',
} as const;

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

export const theme = createTheme({
  primaryColor: 'secondary',
  primaryShade: 6,
  colors: {
    success: shadesOf(brandColors.success),
    warning: shadesOf(brandColors.warning),
    danger: shadesOf(brandColors.danger),
    secondary: shadesOf(brandColors.secondary),
  },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});
