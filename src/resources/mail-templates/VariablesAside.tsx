import { Box, Chip, List, ListItem, ListItemButton, Paper, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { MAIL_CATALOGUE } from '../../contract/rules/mailCatalogue';
import { editorsOf } from './editorHandles';
import { TemplateTitle } from './TemplateTitle';
import { useFormMailKey } from './templateIssues';

/**
 * Beside the editors: the variables this mail may use, each with what it holds and a sample value, required or
 * masked in the outbox where it is. A click inserts `{{name}}` at the cursor of the part the user last wrote in.
 */
export const VariablesAside = () => {
  const translate = useTranslate();
  const key = useFormMailKey();
  const { control } = useFormContext();
  if (!key) return null;
  const { variables, required } = MAIL_CATALOGUE[key];
  const insert = (name: string) => {
    const editors = editorsOf(control);
    editors.handles.get(editors.last)?.insert(`{{${name}}}`);
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="mail-variables-title"
      sx={{ p: 2 }}
    >
      <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.6 }}>
        <TemplateTitle />
      </Typography>
      <Typography
        id="mail-variables-title"
        component="h2"
        variant="subtitle1"
        sx={{ fontWeight: 600 }}
      >
        {translate('resources.mail-templates.editor.variables')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.mail-templates.editor.variablesHint')}
      </Typography>
      <List dense disablePadding>
        {variables.map((variable) => (
          <ListItem key={variable.name} disablePadding>
            <ListItemButton
              onClick={() => insert(variable.name)}
              aria-label={translate('resources.mail-templates.editor.insert', {
                name: variable.name,
              })}
              sx={{ display: 'block', borderRadius: 1, px: 1 }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
                <Typography component="code" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {`{{${variable.name}}}`}
                </Typography>
                {required.includes(variable.name) ? (
                  <Chip
                    size="small"
                    color="primary"
                    variant="outlined"
                    label={translate('resources.mail-templates.editor.required')}
                  />
                ) : null}
                {variable.secret ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={translate('resources.mail-templates.editor.secret')}
                  />
                ) : null}
              </Box>
              <Typography variant="body2">
                {translate(`resources.mail-templates.editor.descriptions.${variable.name}`)}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {translate('resources.mail-templates.editor.sample', { sample: variable.sample })}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
};
