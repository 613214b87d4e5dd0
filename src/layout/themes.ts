import type { CheckboxProps } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { STORAGE_KEYS } from '../contract/storageKeys';

/**
 * A calm compliance-tooling theme: neutral greys, one deep-teal primary, clear type and dense tables.
 */
const PRIMARY = '#0b5563';
const typography = {
  fontFamily: '"Inter", "Segoe UI", "Roboto", "Helvetica Neue", Arial, sans-serif',
  h4: { fontWeight: 600, letterSpacing: '-0.01em' },
  h5: { fontWeight: 600 },
  h6: { fontWeight: 600 },
  button: { textTransform: 'none' as const, fontWeight: 600 },
};
const checkboxLabelOnInput = {
  root: { 'aria-label': undefined },
  input: (ownerState: CheckboxProps) => ({
    ...ownerState.inputProps,
    'aria-label': ownerState.inputProps?.['aria-label'] ?? ownerState['aria-label'],
  }),
};
const components = {
  // Every plain link (a router link in a cell, a legal link, a link in a message) takes the theme's primary
  // colour in both modes, visited or not: never the browser's blue and purple. MUI's own links and buttons keep
  // their class styles, which are more specific.
  MuiCssBaseline: {
    styleOverrides: (theme: Theme) => ({
      'a, a:visited': { color: theme.palette.primary.main },
      'a:hover': { color: theme.palette.primary.dark },
    }),
  },
  // A checkbox's name belongs on its <input>, the control a screen reader reaches: an `aria-label` on the
  // Checkbox itself lands on MUI's wrapping <span>, which may not be named (no role), and leaves the input
  // unnamed. react-admin's row selection boxes are labelled that way ('Select this row'); this moves such a
  // label to the input for every checkbox. A checkbox given its own input props keeps them as they are.
  MuiCheckbox: { defaultProps: { slotProps: checkboxLabelOnInput } },
  MuiTableCell: { styleOverrides: { sizeSmall: { padding: '6px 12px' } } },
  MuiPaper: { defaultProps: { elevation: 0 } },
  MuiCard: { styleOverrides: { root: { border: '1px solid rgba(128,128,128,0.25)' } } },
  // A chip never runs past its container (its label ends in an ellipsis instead).
  MuiChip: { styleOverrides: { root: { maxWidth: '100%' } } },
  // The page is never wider than the window. react-admin's layout is at least as wide as its widest content
  // (`min-width: fit-content`), and its content column, a flex item, at least as wide as the page in it: one
  // wide table or stack trace on a record page widened the whole page on a phone, even inside a box that
  // scrolls. Both take the window's width instead, and wide content scrolls inside its own box.
  RaLayout: {
    styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } },
  },
  // A labelled field (inline-flex, as wide as its content) stays within its column, so a wide value in it (a
  // table, a `<pre>`) scrolls inside its own box instead of being cut off by the page's card.
  RaLabeled: { styleOverrides: { root: { maxWidth: '100%' } } },
  // A table wider than the screen scrolls inside its own card instead of widening the page: the card takes its
  // width from the page (`contain: inline-size`), not from the table.
  RaList: { styleOverrides: { root: { '& .RaList-content': { contain: 'inline-size' } } } },
  RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
  // react-admin cuts a menu label to one line with an ellipsis; German labels ('Workflow-Ausführungen') need
  // their whole text, so a long label wraps between words onto a second line.
  RaMenuItemLink: {
    styleOverrides: {
      root: {
        '& .MuiTypography-noWrap': {
          whiteSpace: 'normal',
          overflowWrap: 'normal',
          hyphens: 'auto',
        },
      },
    },
  },
};
/** Wide enough for the longest single German word of the menu ('Unterauftragsverarbeiter') beside its icon. */
const sidebar = { width: 256, closedWidth: 50 };

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: PRIMARY },
    secondary: { main: '#37474f' },
    // MUI's default info (#0288d1) and warning (#ed6c02) reach only 3.9:1 and 3.1:1 against white, as text on
    // the page (an outlined chip, a text button) and under white text (a filled chip): darker shades of the same
    // hues reach 4.5:1 (WCAG AA) on the paper and on the grey page, and so does the error red.
    info: { main: '#0b6bb0' },
    warning: { main: '#a84b00' },
    error: { main: '#c62828' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
    text: { primary: '#1f2933', secondary: '#52606d' },
  },
  shape: { borderRadius: 6 },
  typography,
  sidebar,
  components: { ...defaultLightTheme.components, ...components },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    mode: 'dark',
    primary: { main: '#5fb3bf' },
    secondary: { main: '#90a4ae' },
    // MUI's default dark error red (#f44336) reaches only 4.4:1 on the paper as text (an outlined chip, a text
    // button); a lighter red reaches 6.3:1, and takes dark text where it is filled.
    error: { main: '#ff7961' },
    background: { default: '#121619', paper: '#1b2126' },
  },
  shape: { borderRadius: 6 },
  typography,
  sidebar,
  components: { ...defaultDarkTheme.components, ...components },
};

/** The light/dark choice the user made last (kept by the admin shell under STORAGE_KEYS.theme). */
export const storedThemeName = (): 'light' | 'dark' =>
  localStorage.getItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
