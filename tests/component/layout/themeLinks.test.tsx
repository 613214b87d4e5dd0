import { render, screen } from '@testing-library/react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { darkTheme, lightTheme } from '../../../src/layout/themes';

/** The browser's default link colours (unvisited blue, visited purple) as computed colours. */
const BROWSER_BLUE = 'rgb(0, 0, 238)';
const BROWSER_PURPLE = 'rgb(85, 26, 139)';

const hexToRgb = (hex: string) => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

describe('link colours', () => {
  for (const [name, options] of [
    ['light', lightTheme],
    ['dark', darkTheme],
  ] as const) {
    it(`a plain link takes the ${name} theme's primary colour`, () => {
      const theme = createTheme(options);
      render(
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <a href="/verifications/v-1/show">3F2A9C</a>
        </ThemeProvider>,
      );
      const colour = getComputedStyle(screen.getByRole('link', { name: '3F2A9C' })).color;
      expect(colour).toBe(hexToRgb(theme.palette.primary.main));
      expect([BROWSER_BLUE, BROWSER_PURPLE]).not.toContain(colour);
    });
  }
});
