import type { ReactElement } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
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
import { ScoreValue, VerdictChip } from './FraudChips';
import { storedLink } from './links';

const ListEntryLink = storedLink('screening-hits', 'id');
const FraudEntryLink = storedLink('fraud-entries', 'entryId');

const Section = ({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  children: (emptyText: ReactElement) => ReactElement;
}) => (
  <Card variant="outlined" component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
    <CardContent>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {/* A table wider than a phone scrolls inside its card instead of widening the page: the box takes its
          width from the card (contain: inline-size), never from the table. */}
      <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
        {children(
          <Typography variant="body2" color="text.secondary">
            {empty}
          </Typography>,
        )}
      </Box>
    </CardContent>
  </Card>
);

/**
 * A verification's findings: its watchlist hits (each opens its review) and its fraud-database matches, for
 * whoever may see them; one list request each.
 */
const VerificationFindings = () => {
  const translate = useTranslate();
  const { canAccess: seesHits } = useCanAccess({ resource: 'screening-hits', action: 'list' });
  const { canAccess: seesMatches } = useCanAccess({ resource: 'fraud-matches', action: 'list' });
  const hit = (field: string) => translate(`resources.screening-hits.fields.${field}`);
  const match = (field: string) => translate(`resources.fraud-matches.fields.${field}`);
  return (
    // minWidth 0: a flex item may shrink below its table's width, which then scrolls inside the card.
    <Stack spacing={2} sx={{ minWidth: 0, width: '100%', mt: 2 }}>
      {seesHits ? (
        <Section
          id="verification-screening-hits"
          title={translate('resources.screening-hits.findings.title')}
          empty={translate('resources.screening-hits.findings.empty')}
        >
          {(empty) => (
            <ReferenceManyField
              reference="screening-hits"
              target="verificationId"
              sort={{ field: 'score', order: 'DESC' }}
              perPage={10}
              pagination={<Pagination rowsPerPageOptions={[10]} />}
              empty={empty}
            >
              <Datagrid rowClick="show" bulkActionButtons={false}>
                <FunctionField
                  source="listName"
                  label={hit('listName')}
                  sortable={false}
                  render={(record: RaRecord) => <ListEntryLink record={record} source="listName" />}
                />
                {(['listType', 'matchType'] as const).map((source) => (
                  <FunctionField
                    key={source}
                    source={source}
                    label={hit(source)}
                    sortable={false}
                    render={(record: RaRecord) =>
                      translate(
                        `resources.screening-hits.choices.${source}.${String(record[source])}`,
                      )
                    }
                  />
                ))}
                <FunctionField
                  source="score"
                  label={hit('score')}
                  sortable={false}
                  render={(record: RaRecord) => <ScoreValue record={record} source="score" />}
                />
                <FunctionField
                  source="status"
                  label={hit('status')}
                  sortable={false}
                  render={(record: RaRecord) => (
                    <VerdictChip resource="screening-hits" value={String(record.status)} />
                  )}
                />
              </Datagrid>
            </ReferenceManyField>
          )}
        </Section>
      ) : null}
      {seesMatches ? (
        <Section
          id="verification-fraud-matches"
          title={translate('resources.fraud-matches.findings.title')}
          empty={translate('resources.fraud-matches.findings.empty')}
        >
          {(empty) => (
            <ReferenceManyField
              reference="fraud-matches"
              target="verificationId"
              sort={{ field: 'score', order: 'DESC' }}
              perPage={10}
              pagination={<Pagination rowsPerPageOptions={[10]} />}
              empty={empty}
            >
              <Datagrid rowClick="show" bulkActionButtons={false}>
                <FunctionField
                  source="entryLabel"
                  label={match('entryLabel')}
                  sortable={false}
                  render={(record: RaRecord) => (
                    <FraudEntryLink record={record} source="entryLabel" />
                  )}
                />
                <FunctionField
                  source="score"
                  label={match('score')}
                  sortable={false}
                  render={(record: RaRecord) => <ScoreValue record={record} source="score" />}
                />
                <FunctionField
                  source="status"
                  label={match('status')}
                  sortable={false}
                  render={(record: RaRecord) => (
                    <VerdictChip resource="fraud-matches" value={String(record.status)} />
                  )}
                />
                <DateTimeField source="createdAt" label={match('createdAt')} sortable={false} />
              </Datagrid>
            </ReferenceManyField>
          )}
        </Section>
      ) : null}
    </Stack>
  );
};
export default VerificationFindings;
