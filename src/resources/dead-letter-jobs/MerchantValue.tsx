import Typography from '@mui/material/Typography';
import { ReferenceField, useGetIdentity, type RaRecord } from 'react-admin';

/**
 * The merchant a callback was for: a link to it in the tenant signed in to; its name only for a job of another of
 * the user's tenants, whose merchants this session cannot open (asking would only answer "not found").
 */
export const MerchantValue = ({ record }: { record: RaRecord; source: string }) => {
  const { identity } = useGetIdentity();
  if (!record.merchantId) return <Typography variant="body2">—</Typography>;
  if (!identity) return null;
  if (record.tenantId !== identity.tenantId)
    return (
      <Typography variant="body2">{String(record.merchantName ?? record.merchantId)}</Typography>
    );
  return <ReferenceField record={record} source="merchantId" reference="merchants" link="show" />;
};
