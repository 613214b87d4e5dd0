import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  Pagination,
  ReferenceManyField,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DateTimeField } from '../../components';
import { ScoreValue, VerdictChip } from './FraudChips';
import { storedLink } from './links';

const VerificationLink = storedLink('verifications', 'verificationId', { monospace: true });

/**
 * Every verification this entry matched, best score first, ten to a page: one list request (the fuzzy matches
 * filtered by the entry); a row opens the match with its per-attribute explanation.
 */
export const EntryMatches = () => {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.fraud-matches.fields.${field}`);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="fraud-entry-matches"
      sx={{ mt: 2 }}
    >
      <CardContent>
        <Typography
          id="fraud-entry-matches"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, mb: 1 }}
        >
          {translate('resources.fraud-entries.matchesTitle')}
        </Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <ReferenceManyField
            reference="fraud-matches"
            target="entryId"
            sort={{ field: 'score', order: 'DESC' }}
            perPage={10}
            pagination={<Pagination rowsPerPageOptions={[10]} />}
            empty={
              <Typography variant="body2" color="text.secondary">
                {translate('resources.fraud-entries.matchesEmpty')}
              </Typography>
            }
          >
            <Datagrid
              rowClick="show"
              bulkActionButtons={false}
              sx={{ '& td': { whiteSpace: 'nowrap' } }}
            >
              <TextField
                source="verificationName"
                label={label('verificationName')}
                sortable={false}
              />
              <FunctionField
                source="verificationPublicId"
                label={label('verificationPublicId')}
                sortable={false}
                render={(record: RaRecord) => (
                  <VerificationLink record={record} source="verificationPublicId" />
                )}
              />
              <FunctionField
                source="score"
                label={label('score')}
                sortable={false}
                render={(record: RaRecord) => <ScoreValue record={record} source="score" />}
              />
              <FunctionField
                source="status"
                label={label('status')}
                sortable={false}
                render={(record: RaRecord) => (
                  <VerdictChip resource="fraud-matches" value={String(record.status)} />
                )}
              />
              <DateTimeField source="createdAt" label={label('createdAt')} sortable={false} />
            </Datagrid>
          </ReferenceManyField>
        </Box>
      </CardContent>
    </Card>
  );
};
