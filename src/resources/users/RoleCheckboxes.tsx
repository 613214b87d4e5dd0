import { Checkbox, FormControlLabel, FormGroup, FormHelperText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Role } from '../../contract/permissions';

export interface RoleCheckboxesProps {
  /** The roles that can be offered (the ones the signed-in user may grant). */
  choices: readonly Role[];
  value: readonly Role[];
  onChange: (roles: Role[]) => void;
  error?: string;
  disabled?: boolean;
}

/** A role choice by readable names; roles the user holds but the editor cannot grant stay visible, disabled. */
export const RoleCheckboxes = ({
  choices,
  value,
  onChange,
  error,
  disabled,
}: RoleCheckboxesProps) => {
  const translate = useTranslate();
  const shown = [...choices, ...value.filter((role) => !choices.includes(role))];
  return (
    <FormGroup>
      {shown.map((role) => (
        <FormControlLabel
          key={role}
          label={translate(`roles.${role}`)}
          control={
            <Checkbox
              size="small"
              checked={value.includes(role)}
              disabled={disabled || !choices.includes(role)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, role] : value.filter((r) => r !== role))
              }
            />
          }
        />
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </FormGroup>
  );
};
