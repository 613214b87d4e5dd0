import { useState, type FormEvent } from 'react';
// Path imports, not the package index: this part of the sign-in page is a chunk of its own, and the build
// tells what it needs from its imports (scripts/vite/chunkPlan.ts).
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TENANT_DROPDOWN_LIMIT } from '../../contract/constants';
import type { TenantChoice } from '../../contract/schemas/auth';

const filterOptions = createFilterOptions<TenantChoice>({
  limit: TENANT_DROPDOWN_LIMIT,
  stringify: (tenant) => tenant.name,
});

/**
 * Several tenants: a searchable dropdown (at most TENANT_DROPDOWN_LIMIT shown) and Continue. The sign-in page
 * passes its `translate`, so that this part needs nothing of react-admin.
 */
export const TenantStep = ({
  email,
  tenants,
  busy,
  onChoose,
  translate,
}: {
  email: string;
  tenants: readonly TenantChoice[];
  busy: boolean;
  onChoose: (tenant: TenantChoice) => void;
  translate: (key: string, options?: Record<string, unknown>) => string;
}) => {
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
