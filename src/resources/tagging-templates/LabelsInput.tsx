import { useEffect } from 'react';
import { Box, Button, FormHelperText, IconButton, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { maxLength, pattern, required, type Validator } from '../../components';
import {
  TAGGING_COLOUR_PATTERN,
  TAGGING_LABEL_KEY_PATTERN,
  TAGGING_LABEL_MEANINGS,
  TAGGING_LABEL_NAME_MAX,
  TAGGING_LABELS_MAX,
  TAGGING_SHORTCUT_PATTERN,
  type TaggingLabel,
} from '../../contract/rules/taggingTemplate';
import { checkValidatorOf, useDeclaration } from '../../kit';
import { LABEL_PALETTE } from './labelLook';

const WORDS = 'resources.tagging-templates.editor';

/** The inputs of one label that the declaration's rules across labels may name (a repeated key or shortcut). */
const CHECKED_PARTS = ['key', 'shortcut'] as const;

const blankLabel = (index: number): TaggingLabel => ({
  key: '',
  names: { en: '', de: '' },
  colour: LABEL_PALETTE[index % LABEL_PALETTE.length]!,
  shortcut: '',
  means: 'NONE',
});

const withCheck = (validators: Validator[], check: Validator | undefined): Validator[] =>
  check ? [...validators, check] : validators;

/**
 * A template's labels: one block per label (names in both languages, key, shortcut, colour, what it stands for),
 * added, removed and moved with buttons. Every input validates itself, and the declaration's rules across labels
 * (a repeated key or shortcut, J and K) show on the exact input they name, as the platform's 400 would; once the
 * form has been sent, they are checked again at every change, since fixing one label can clear another's issue.
 */
export const LabelsInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const declaration = useDeclaration();
  const { control, trigger } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: source,
    rules: {
      // "At least one label" sits on the list itself.
      validate: (value, values) => {
        const issue = checkValidatorOf(declaration, source)?.(value, values);
        return issue ? issue.message : true;
      },
    },
  });
  const labels: unknown = useWatch({ name: source });
  const { isSubmitted, errors } = useFormState({ name: source });
  const listError = errors[source] as { message?: string; root?: { message?: string } } | undefined;
  const listMessage = listError?.root?.message ?? listError?.message;

  useEffect(() => {
    if (!isSubmitted || !Array.isArray(labels)) return;
    void trigger(
      labels.flatMap((_label, index) => CHECKED_PARTS.map((part) => `${source}.${index}.${part}`)),
    );
  }, [labels, isSubmitted, trigger, source]);

  const meanings = TAGGING_LABEL_MEANINGS.map((id) => ({
    id,
    name: `resources.tagging-templates.means.${id}`,
  }));
  const full = fields.length >= TAGGING_LABELS_MAX;
  const nameValidators = [required(), maxLength(TAGGING_LABEL_NAME_MAX)];

  return (
    <Box sx={{ mt: 2, mb: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {translate('resources.tagging-templates.fields.labels')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate(`${WORDS}.hint`)}
      </Typography>
      {fields.map((field, index) => {
        const path = `${source}.${index}`;
        const number = index + 1;
        const checked = (part: string) => checkValidatorOf(declaration, `${path}.${part}`);
        return (
          <Box
            key={field.id}
            role="group"
            aria-labelledby={`label-${field.id}`}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              px: 2,
              pt: 1,
              pb: 0.5,
              mb: 2,
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
              <Typography id={`label-${field.id}`} variant="subtitle2" sx={{ flex: 1 }}>
                {translate(`${WORDS}.label`, { number })}
              </Typography>
              <Tooltip title={translate(`${WORDS}.moveUp`, { number })}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={translate(`${WORDS}.moveUp`, { number })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={translate(`${WORDS}.moveDown`, { number })}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={translate(`${WORDS}.moveDown`, { number })}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={translate(`${WORDS}.remove`, { number })}>
                <IconButton
                  size="small"
                  aria-label={translate(`${WORDS}.remove`, { number })}
                  onClick={() => remove(index)}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
            <Box
              sx={{
                display: 'grid',
                columnGap: 2,
                gridTemplateColumns: {
                  xs: 'repeat(2, minmax(0, 1fr))',
                  md: 'repeat(3, minmax(0, 1fr))',
                },
              }}
            >
              <TextInput
                source={`${path}.names.en`}
                fullWidth
                label={`${WORDS}.nameEn`}
                validate={nameValidators}
              />
              <TextInput
                source={`${path}.names.de`}
                fullWidth
                label={`${WORDS}.nameDe`}
                validate={nameValidators}
              />
              <TextInput
                source={`${path}.key`}
                fullWidth
                label={`${WORDS}.key`}
                helperText={`${WORDS}.keyHelp`}
                validate={withCheck(
                  [required(), pattern(TAGGING_LABEL_KEY_PATTERN)],
                  checked('key'),
                )}
                inputProps={{ autoCapitalize: 'none', spellCheck: false }}
              />
              <TextInput
                source={`${path}.shortcut`}
                fullWidth
                label={`${WORDS}.shortcut`}
                helperText={`${WORDS}.shortcutHelp`}
                // Shown as stored: the platform keeps shortcuts in lower case.
                parse={(value: string) => value.toLowerCase()}
                validate={withCheck(
                  [required(), pattern(TAGGING_SHORTCUT_PATTERN)],
                  checked('shortcut'),
                )}
                inputProps={{ maxLength: 1, autoCapitalize: 'none', spellCheck: false }}
              />
              <TextInput
                source={`${path}.colour`}
                fullWidth
                label={`${WORDS}.colour`}
                type="color"
                validate={[required(), pattern(TAGGING_COLOUR_PATTERN)]}
                InputLabelProps={{ shrink: true }}
              />
              <SelectInput
                source={`${path}.means`}
                label={`${WORDS}.means`}
                choices={meanings}
                validate={required()}
                fullWidth
                // react-admin gives selects a minimum width that overflows a phone's narrow column.
                sx={{ minWidth: 0 }}
              />
            </Box>
          </Box>
        );
      })}
      {listMessage ? (
        <FormHelperText error sx={{ mb: 1 }}>
          {translate(listMessage, { _: listMessage })}
        </FormHelperText>
      ) : null}
      <Button
        startIcon={<AddIcon />}
        variant="outlined"
        disabled={full}
        onClick={() =>
          append(blankLabel(fields.length), {
            shouldFocus: true,
            focusName: `${source}.${fields.length}.names.en`,
          })
        }
      >
        {translate(`${WORDS}.add`)}
      </Button>
      {full ? (
        <FormHelperText>{translate(`${WORDS}.max`, { max: TAGGING_LABELS_MAX })}</FormHelperText>
      ) : null}
    </Box>
  );
};
