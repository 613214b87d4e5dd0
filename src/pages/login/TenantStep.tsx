import { useState, type FormEvent } from 'react';
import {
  Autocomplete,
  Button,
  Stack,
  TextField,
  Typography,
  createFilterOptions,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { TENANT_DROPDOWN_LIMIT } from '../../contract/constants';
import type { TenantChoice } from '../../contract/schemas/auth';

const filterOptions = createFilterOptions<TenantChoice>({
  limit: TENANT_DROPDOWN_LIMIT,
  stringify: (tenant) => tenant.name,
});

/** Several tenants: a searchable dropdown (at most TENANT_DROPDOWN_LIMIT shown) and Continue. */
export const TenantStep = ({
  email,
  tenants,
  busy,
  onChoose,
}: {
  email: string;
  tenants: readonly TenantChoice[];
  busy: boolean;
  onChoose: (tenant: TenantChoice) => void;
}) => {
  const translate = useTranslate();
  const [tenant, setTenant] = useState<TenantChoice | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tenant) onChoose(tenant);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="h6" component="h2" id="tenant-step-title">
        {translate('app.auth.login.tenantTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.auth.login.signedInAs', { email })}
      </Typography>
      <Autocomplete
        options={tenants as TenantChoice[]}
        value={tenant}
        onChange={(_, value) => setTenant(value)}
        filterOptions={filterOptions}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        noOptionsText={translate('app.auth.login.noTenantMatch')}
        disabled={busy}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('app.auth.login.tenantLabel')}
            helperText={translate('app.auth.login.tenantSearchHint', {
              limit: TENANT_DROPDOWN_LIMIT,
            })}
            required
          />
        )}
      />
      <Button type="submit" variant="contained" disabled={!tenant || busy}>
        {translate('app.auth.login.continue')}
      </Button>
    </Stack>
  );
};
