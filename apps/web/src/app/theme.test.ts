import { defaultCompanyStyle } from '@mobilo/contract';
import { describe, expect, it } from 'vitest';
import { brandColors, modalFadeMs, themeFor } from './theme';

describe('themeFor', () => {
  it('uses the default brand colours as the primary shade, and the company colours over them', () => {
    expect(themeFor(null).colors?.success?.[6]).toBe(brandColors.success.toLowerCase());
    expect(themeFor({ ...defaultCompanyStyle, colors: { danger: '#112233' } }).colors?.danger?.[6]).toBe('#112233');
  });

  it('lets every dialog fade in 150 ms', () => {
    expect(modalFadeMs).toBe(150);
    expect(themeFor(null).components?.Modal?.defaultProps).toEqual({
      transitionProps: { transition: 'fade', duration: 150 },
    });
  });
});
