import { defaultCompanyStyle } from '@mobilo/contract';
import { describe, expect, it } from 'vitest';
import { brandColors, modalFadeMs, themeFor } from './theme';

describe('themeFor', () => {
  it('uses the default brand colours as the primary shade, and the company colours over them', () => {
    expect(themeFor(null).colors?.success?.[6]).toBe(brandColors.success.toLowerCase());
    expect(themeFor({ ...defaultCompanyStyle, colors: { danger: '#112233' } }).colors?.danger?.[6]).toBe('#112233');
  });

  it('lets every dialog fade in 150 ms and names its close button in the interface language', () => {
    expect(modalFadeMs).toBe(150);
    expect(themeFor(null, 'Schließen').components?.Modal?.defaultProps).toEqual({
      transitionProps: { transition: 'fade', duration: 150 },
      closeButtonProps: { 'aria-label': 'Schließen' },
    });
  });
});
