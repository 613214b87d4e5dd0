import { Box } from '@mui/material';
import {
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../../components';
import { TokenStateActions } from './actions/TokenStateActions';
import { ApiTokenStatusField } from './ApiTokenStatusField';
import type { ApiToken } from './schema';

const ShowActions = () => (
  <TopToolbar>
    <TokenStateActions />
  </TopToolbar>
);

/** One token: everything but its value, which the platform never answers again. */
export const ApiTokenShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="label" />
        <FunctionField<ApiToken>
          source="prefix"
          render={(record) => (
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {record.prefix}…
            </Box>
          )}
        />
        <FunctionField<ApiToken>
          source="kind"
          render={(record) => translate(`resources.api-tokens.kind.${record.kind}`)}
        />
        <ApiTokenStatusField source="status" />
        <DateTimeField source="createdAt" />
        <TextField source="createdBy" />
        <DateTimeField source="lastUsedAt" />
        <DateTimeField source="expiresAt" />
        <DateTimeField source="revokedAt" />
        <DateTimeField source="updatedAt" />
      </SimpleShowLayout>
    </Show>
  );
};
