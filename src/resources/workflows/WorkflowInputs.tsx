import { Box } from '@mui/material';
import { SelectInput, TextInput, maxLength, required } from 'react-admin';
import { DefinitionEditor, type LineIssue } from './DefinitionEditor';
import { WORKFLOW_STATUSES } from './schema';

const statusChoices = WORKFLOW_STATUSES.map((id) => ({
  id,
  name: `resources.workflows.statusLabels.${id}`,
}));

/** The fields shared by create and edit. */
export const WorkflowInputs = ({
  definitionIssues,
  onDefinitionChange,
}: {
  definitionIssues: readonly LineIssue[];
  onDefinitionChange: () => void;
}) => (
  <>
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%', maxWidth: 960 }}>
      <TextInput
        source="name"
        validate={[required(), maxLength(100)]}
        sx={{ flex: 2, minWidth: 280 }}
      />
      <SelectInput
        source="status"
        choices={statusChoices}
        validate={required()}
        sx={{ flex: 1, minWidth: 180 }}
      />
    </Box>
    <TextInput
      source="description"
      validate={maxLength(500)}
      multiline
      minRows={2}
      sx={{ width: '100%', maxWidth: 960 }}
    />
    <DefinitionEditor serverIssues={definitionIssues} onTextChange={onDefinitionChange} />
  </>
);
