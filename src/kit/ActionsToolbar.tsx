import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import {
  Button,
  Popover,
  Stack,
  ThemeProvider,
  useMediaQuery,
  type Theme,
  type ToolbarProps,
} from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { TopToolbar, useTranslate } from 'react-admin';

/** A media query list that never matches (a real one: `not all` matches no device). */
const neverMatches = (): MediaQueryList => window.matchMedia('not all');

/** The surrounding theme, with every JavaScript media query answering "no". */
const withoutMediaQueries = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiUseMediaQuery: {
      defaultProps: {
        ...outer.components?.MuiUseMediaQuery?.defaultProps,
        matchMedia: neverMatches,
      },
    },
  },
});

/**
 * react-admin's buttons drop their text below the sm breakpoint (an icon and a tooltip are left; its create
 * button becomes a floating one): a bare red bin or exit arrow does not say what it does. Inside this, they keep
 * their label at every width. CSS media queries (the `sx` breakpoints) are untouched.
 */
export const LabelledButtons = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={withoutMediaQueries}>{children}</ThemeProvider>
);

const MENU_ID = 'toolbar-actions';

/**
 * The "Actions" button and the actions it opens. The actions stay mounted while the menu is closed: a dialog an
 * action opens (a confirmation, the guard) belongs to it and must outlive the menu. The button is left out when
 * none of the actions is offered (each checks its own access).
 */
const ActionsMenu = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [content, setContent] = useState<HTMLElement | null>(null);
  const [offered, setOffered] = useState(true);
  useEffect(() => {
    if (!content) return undefined;
    const check = () => setOffered(content.querySelector('button, a[href]') !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(content, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [content]);
  const label = translate('kit.actions.menu');
  return (
    <>
      {offered ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<MoreVertIcon />}
          aria-haspopup="true"
          aria-controls={anchor ? MENU_ID : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          {label}
        </Button>
      ) : null}
      <Popover
        id={MENU_ID}
        keepMounted
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // An action that opens a dialog keeps the focus there; the menu must not pull it back on closing.
        disableRestoreFocus
        slotProps={{ paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Stack
          ref={setContent}
          role="group"
          aria-label={label}
          // Capture: some actions stop their click from reaching a list row.
          onClickCapture={() => setAnchor(null)}
          sx={{
            p: 1,
            gap: 0.5,
            alignItems: 'stretch',
            // One action a line, full width, its icon and words from the left (a wrapper stretches its button).
            '& > *': { display: 'flex' },
            '& .MuiButton-root': { flex: 1, justifyContent: 'flex-start' },
          }}
        >
          {children}
        </Stack>
      </Popover>
    </>
  );
};

export interface ActionsToolbarProps extends Omit<ToolbarProps, 'children'> {
  /**
   * Controls that stay in the toolbar on a phone as well: those that open a menu of their own anchored to
   * themselves (add a filter, choose columns).
   */
  inline?: ReactNode;
  /** The actions: in the toolbar from the sm breakpoint up, in the labelled "Actions" menu below it. */
  children?: ReactNode;
}

/**
 * The toolbar of every list and record page. On a phone the actions would run off the screen (or shrink to bare
 * icons): there they fold into one labelled "Actions" menu where each keeps its text, and what stays in the
 * toolbar keeps its text too, wrapping onto a second line if it must.
 */
export const ActionsToolbar = ({ inline, children, sx, ...rest }: ActionsToolbarProps) => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (!phone)
    return (
      <TopToolbar sx={sx} {...rest}>
        {inline}
        {children}
      </TopToolbar>
    );
  return (
    <TopToolbar
      {...rest}
      sx={[
        { flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', py: 0.5 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <LabelledButtons>
        {inline}
        {children ? <ActionsMenu>{children}</ActionsMenu> : null}
      </LabelledButtons>
    </TopToolbar>
  );
};
