import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, ClickAwayListener, Grow, MenuItem, MenuList, Paper, Popper } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'react-admin';

export interface DropdownItem {
  key: string;
  /** i18n key (or literal text). */
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

export interface OutsideClickDropdownProps {
  /** i18n key (or literal text) of the button. */
  label: string;
  items: DropdownItem[];
  variant?: 'text' | 'outlined' | 'contained';
}

/**
 * A menu button whose list is not modal: the rest of the page stays usable, and a click anywhere
 * outside the button and the list closes it (as do Escape, Tab and choosing an item).
 */
export const OutsideClickDropdown = ({
  label,
  items,
  variant = 'outlined',
}: OutsideClickDropdownProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = () => setOpen(false);
  const handleClickAway = (event: MouseEvent | TouchEvent) => {
    // The button toggles by itself; treating its click as "outside" would reopen the list at once.
    if (anchorRef.current?.contains(event.target as Node)) return;
    close();
  };
  const handleListKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') anchorRef.current?.focus();
      close();
    }
  };

  return (
    <>
      <Button
        ref={anchorRef}
        variant={variant}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<ArrowDropDownIcon />}
        onClick={() => setOpen((value) => !value)}
      >
        {translate(label, { _: label })}
      </Button>
      <Popper
        open={open}
        anchorEl={anchorRef.current}
        placement="bottom-start"
        transition
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'left top' }}>
            <Paper elevation={4}>
              <ClickAwayListener onClickAway={handleClickAway}>
                <MenuList id={menuId} autoFocusItem={open} onKeyDown={handleListKeyDown} dense>
                  {items.map((item) => (
                    <MenuItem
                      key={item.key}
                      disabled={item.disabled}
                      onClick={() => {
                        close();
                        item.onSelect();
                      }}
                    >
                      {translate(item.label, { _: item.label })}
                    </MenuItem>
                  ))}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </>
  );
};
