import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScrollingTable } from '../../components';
import { stepsOfDefinition } from '../../contract/schemas/workflowDefinition';

/** The definition's steps as a readable table (the show page never prints raw JSON). */
export const StepsTable = ({ definition }: { definition: string }) => {
  const translate = useTranslate();
  const steps = stepsOfDefinition(definition);
  const label = (key: string) => translate(`resources.workflows.steps.${key}`);
  const target = (value: string | undefined) =>
    value === undefined ? '—' : value === 'END' ? label('end') : value;
  if (!steps.length) return <Typography color="text.secondary">{label('none')}</Typography>;
  return (
    <ScrollingTable>
      <Table size="small" aria-label={label('title')}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{label('id')}</TableCell>
            <TableCell>{label('name')}</TableCell>
            <TableCell>{label('type')}</TableCell>
            <TableCell>{label('next')}</TableCell>
            <TableCell>{label('onFailure')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {steps.map((step, index) => (
            <TableRow key={step.id}>
              <TableCell>{index + 1}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{step.id}</TableCell>
              <TableCell>{step.name ?? '—'}</TableCell>
              <TableCell>
                {translate(`resources.workflows.stepTypes.${step.type}`, { _: step.type })}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{target(step.next)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{target(step.onFailure)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollingTable>
  );
};
