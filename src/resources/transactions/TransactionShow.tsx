import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  FunctionField,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { CountryLabel, DateTimeField } from '../../components';
import { RecordLink, showPath } from '../workflow-executions';
import { StatusChip } from '../workflows';
import { DeleteTransactionButton } from './actions/DeleteTransactionButton';
import type { Transaction } from './schema';

const ShowActions = () => {
  const { canAccess: canDelete } = useCanAccess({ resource: 'transactions', action: 'delete' });
  return <TopToolbar>{canDelete && <DeleteTransactionButton />}</TopToolbar>;
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle1" component="h2">
          {translate(title)}
        </Typography>
      </CardContent>
      {children}
    </Card>
  );
};

/** One transaction: its own data and the workflow it ran through, with links to the execution. */
export const TransactionShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={<ShowActions />}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, gap: 2, p: 2 }}>
        <Section title="resources.transactions.sections.transaction">
          <SimpleShowLayout>
            <TextField source="publicId" />
            <StatusChip source="status" />
            <FunctionField<Transaction>
              source="source"
              render={(t) =>
                translate(`resources.transactions.sources.${t.source}`, { _: t.source })
              }
            />
            <FunctionField<Transaction>
              source="country"
              render={(t) => <CountryLabel country={t.country} />}
            />
            <TextField source="customerReference" emptyText="—" />
            <NumberField source="riskScore" />
            <DateTimeField source="createdAt" />
            <DateTimeField source="transactionCreationDate" />
            <FunctionField<Transaction>
              source="verificationId"
              render={(t) =>
                t.verificationId ? (
                  <RecordLink
                    to={showPath('verifications', t.verificationId)}
                    label={t.verificationId}
                  />
                ) : (
                  '—'
                )
              }
            />
          </SimpleShowLayout>
        </Section>
        <Section title="resources.transactions.sections.workflow">
          <SimpleShowLayout>
            <FunctionField<Transaction>
              source="workflowName"
              render={(t) => (
                <RecordLink to={showPath('workflows', t.workflowId)} label={t.workflowName} />
              )}
            />
            <TextField source="workflowId" />
            <StatusChip source="workflowStatus" />
            <FunctionField<Transaction>
              source="workflowExecutionId"
              render={(t) => (
                <RecordLink
                  to={showPath('workflow-executions', t.workflowExecutionId)}
                  label={t.workflowExecutionId}
                />
              )}
            />
            <DateTimeField source="completedAt" />
          </SimpleShowLayout>
        </Section>
      </Box>
    </Show>
  );
};
