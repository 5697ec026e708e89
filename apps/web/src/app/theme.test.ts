import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { BRAND_TEAL, createAppTheme } from './theme.ts';

/** WCAG AA for normal text. */
const AA = 4.5;

describe('theme colours as text (issue #9, axe colour contrast)', () => {
  it.each([
    ['light', false],
    ['dark', true],
  ])('the %s theme has readable primary, status and secondary text on page and paper', (_name, dark) => {
    const { palette } = createAppTheme(dark);
    for (const background of [palette.background.default, palette.background.paper]) {
      for (const color of [
        palette.primary.main,
        palette.success.main,
        palette.warning.main,
        palette.error.main,
        palette.info.main,
        palette.text.secondary,
      ]) {
        expect(getContrastRatio(color, background), `${color} on ${background}`).toBeGreaterThanOrEqual(AA);
      }
    }
    expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(AA);
  });

  it('keeps the brand teal in both themes', () => {
    expect(createAppTheme(false).palette.primary.light).toBe(BRAND_TEAL);
    expect(createAppTheme(true).palette.primary.main).toBe(BRAND_TEAL);
  });
});
