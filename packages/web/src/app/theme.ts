/**
 * The MUI theme from the spec (spec 02 s.1, s.9): primary green, Open Sans, breakpoints
 * xs 0, sm 600, md 700, lg 1200, xl 1536 (md divides mobile and desktop), header heights
 * 6.5 spacing units on desktop and 5.5 on mobile.
 */
import { createTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Theme {
    vitrine: { headerHeight: { desktop: number; mobile: number } };
  }
  interface ThemeOptions {
    vitrine?: { headerHeight: { desktop: number; mobile: number } };
  }
}

/** Header heights in spacing units. */
export const HEADER_HEIGHT = { desktop: 6.5, mobile: 5.5 } as const;

export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 700, lg: 1200, xl: 1536 } },
  palette: {
    primary: { main: '#2e7d32', light: '#60ad5e', dark: '#005005', contrastText: '#fff' },
    secondary: { main: '#37474f' },
    background: { default: '#fafafa' },
  },
  typography: {
    // Until Open Sans has loaded, the fallback takes its room (src/fontFallback.css).
    fontFamily: '"Open Sans", "Open Sans Fallback", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  vitrine: { headerHeight: HEADER_HEIGHT },
  components: {
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  },
});
