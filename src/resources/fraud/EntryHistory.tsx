import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  Pagination,
  ReferenceManyField,
  useCanAccess,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DateTimeField } from '../../components';
import { useAuditLabels } from '../auditlog';

/**
 * The entry's history from the audit log: who created it, changed it or gave a verdict, when, and why (the
 * reason of a guarded change), newest first; one list request. Shown to whoever may read the audit log.
 */
export const EntryHistory = () => {
  const translate = useTranslate();
  const labels = useAuditLabels();
  const { canAccess } = useCanAccess({ resource: 'auditlog', action: 'list' });
  if (!canAccess) return null;
  const label = (field: string) => translate(`resources.auditlog.fields.${field}`);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="fraud-entry-history"
      sx={{ mt: 2 }}
    >
      <CardContent>
        <Typography
          id="fraud-entry-history"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, mb: 1 }}
        >
          {translate('resources.fraud-entries.historyTitle')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <ReferenceManyField
            reference="auditlog"
            target="entityId"
            sort={{ field: 'timestamp', order: 'DESC' }}
            perPage={10}
            pagination={<Pagination rowsPerPageOptions={[10]} />}
            empty={
              <Typography variant="body2" color="text.secondary">
                {translate('resources.fraud-entries.historyEmpty')}
              </Typography>
            }
          >
            <Datagrid rowClick="show" bulkActionButtons={false}>
              <DateTimeField source="timestamp" label={label('timestamp')} sortable={false} />
              <FunctionField
                source="action"
                label={label('action')}
                sortable={false}
                render={(record: RaRecord) => labels.action(String(record.action))}
              />
              <FunctionField
                source="actorEmail"
                label={label('actorEmail')}
                sortable={false}
                render={(record: RaRecord) => labels.actor(String(record.actorEmail))}
              />
              <FunctionField
                source="reason"
                label={label('reason')}
                sortable={false}
                render={(record: RaRecord) => (record.reason ? String(record.reason) : '—')}
              />
            </Datagrid>
          </ReferenceManyField>
        </Box>
      </CardContent>
    </Card>
  );
};
