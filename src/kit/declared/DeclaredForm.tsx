import { Alert, Box, Typography } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import {
  Create,
  useCreate,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { Edit } from '../recordPages';
import { SimpleForm } from '../forms';
import { recordEditable, type AnyResourceDeclaration } from '../../contract/declare';
import {
  failureMessageOf,
  formErrorsOf,
  isGuardCancelledError,
  useGuardedAction,
} from '../../guard';
import { useDeclaration, useFormAside, useFormPanel } from './DeclarationContext';
import { describeDeclaredField, keysOf } from './describe';
import { DeclaredInput } from './inputs';
import { useNotifyRecordSaved } from '../../i18n/recordNotifications';

/** A taken unique value comes back as DUPLICATE_ENTITY on its field. */
const DUPLICATE_KEY = 'kit.errors.duplicate';
const KEYS_BY_CODE = { DUPLICATE_ENTITY: DUPLICATE_KEY };

/**
 * The editable fields in the order of the show page's sections (fields outside them follow); a `fixed` field
 * only when the record is made.
 */
const formSectionsOf = (declaration: AnyResourceDeclaration, mode: 'create' | 'edit') => {
  const editable = (source: string) => {
    const field = describeDeclaredField(declaration, source);
    return !field.readOnly && !(mode === 'edit' && field.fixed);
  };
  const placed = new Set(declaration.show.sections.flatMap((section) => section.fields));
  const rest = Object.keys(declaration.fields.shape).filter((source) => !placed.has(source));
  return [
    ...declaration.show.sections.map((section) => ({
      key: section.key as string | null,
      fields: section.fields.filter(editable),
    })),
    ...(rest.length ? [{ key: null, fields: rest.filter(editable) }] : []),
  ].filter((section) => section.fields.length);
};

/**
 * Only the declared fields travel (nothing the form picked up from the record), trimmed where text. An optional
 * text left empty travels as null, so clearing a field clears it on the platform too.
 */
const payloadOf = (declaration: AnyResourceDeclaration, values: FieldValues) =>
  Object.fromEntries(
    Object.keys(declaration.fields.shape).map((source) => {
      const value: unknown = values[source];
      if (typeof value !== 'string') return [source, value ?? undefined];
      const text = value.trim();
      const optional = !describeDeclaredField(declaration, source).required;
      return [source, text === '' && optional ? null : text];
    }),
  );

const DeclaredInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const keys = keysOf(declaration);
  return (
    <Box sx={{ width: '100%', maxWidth: 720, flex: { lg: '0 1 720px' } }}>
      {formSectionsOf(declaration, mode).map((section) => (
        <Box
          component="fieldset"
          key={section.key ?? 'other'}
          // A fieldset is as wide as its widest content by default; a long line in a code editor would push it
          // under the panel beside the form.
          sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}
        >
          {section.key ? (
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {translate(keys.section(section.key))}
            </Typography>
          ) : null}
          {section.fields.map((source) => (
            <DeclaredInput key={source} declaration={declaration} source={source} />
          ))}
        </Box>
      ))}
    </Box>
  );
};

/**
 * Saves through the dataProvider and keeps the form on failure: field errors (validation, a duplicate) sit
 * under their fields, anything else (a stale version, no permission, the server down) is a notification, and
 * what the user typed stays. Where the declaration guards the operation (`guarded: ['edit']`), nothing is sent
 * before the guard dialog is confirmed; its fields travel in `meta.guard`, and cancelling it keeps the form as
 * it is. The dialog's words are `resources.<name>.guard.createTitle` / `updateTitle` and `…Description` (with
 * `%{name}`), the kit's otherwise.
 */
const useDeclaredSave = (mode: 'create' | 'edit') => {
  const declaration = useDeclaration();
  const record = useRecordContext();
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const notifySaved = useNotifyRecordSaved();
  const redirect = useRedirect();
  const translate = useTranslate();
  const { runGuarded, guardDialog } = useGuardedAction();
  const guarded = declaration.guarded?.includes(mode) ?? false;
  /** `resources.<name>.errors.duplicate.<field>` where the resource words it, the kit's message otherwise. */
  const duplicateKeyOf = (source: string) => {
    const key = keysOf(declaration).duplicate(source);
    return translate(key, { _: key }) === key ? DUPLICATE_KEY : key;
  };
  const guardWords = (values: FieldValues) => {
    const name = String(values[declaration.recordRepresentation] ?? record?.id ?? '');
    const verb = mode === 'create' ? 'create' : 'update';
    const words = (suffix: string) =>
      translate(`resources.${declaration.name}.guard.${verb}${suffix}`, {
        name,
        _: translate(`kit.${verb}.guarded${suffix}`, { name }),
      });
    return { title: words('Title'), description: words('Description') };
  };
  const send = (id: unknown, data: Record<string, unknown>, guard?: unknown) => {
    const meta = guard === undefined ? undefined : { guard };
    return mode === 'create'
      ? create(declaration.name, { data, meta }, { returnPromise: true })
      : update(
          declaration.name,
          { id, data, previousData: record, meta },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
  };
  const save = async (values: FieldValues) => {
    try {
      const data = {
        ...payloadOf(declaration, values),
        ...(mode === 'edit' ? { version: values.version } : {}),
      };
      const id: unknown = record?.id ?? values.id;
      const saved = guarded
        ? await runGuarded({ ...guardWords(values), action: (guard) => send(id, data, guard) })
        : await send(id, data);
      notifySaved(declaration.name, mode === 'create' ? 'created' : 'updated');
      redirect('show', declaration.name, saved.id);
      return undefined;
    } catch (error) {
      if (isGuardCancelledError(error)) return undefined;
      const fields = formErrorsOf(error, (code) => {
        if (code in KEYS_BY_CODE) return KEYS_BY_CODE[code as keyof typeof KEYS_BY_CODE];
        // A broken rule of the declaration's `check`, worded by the resource.
        const key = keysOf(declaration).error(code);
        return translate(key, { _: key }) === key ? undefined : key;
      });
      if (fields)
        return Object.fromEntries(
          Object.entries(fields).map(([source, message]) => [
            source,
            message === DUPLICATE_KEY ? duplicateKeyOf(source) : message,
          ]),
        );
      notify(failureMessageOf(error), { type: 'error' });
      return undefined;
    }
  };
  return { save, guardDialog };
};

const DeclaredSimpleForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const { save, guardDialog } = useDeclaredSave(mode);
  const declaration = useDeclaration();
  const record = useRecordContext();
  const translate = useTranslate();
  const FormPanel = useFormPanel();
  const FormAside = useFormAside();
  // Reached by its address, the edit page of a final record (`editableWhen`) says so instead of a doomed form.
  if (mode === 'edit' && record && !recordEditable(declaration, record))
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {translate('kit.update.locked')}
      </Alert>
    );
  return (
    <>
      <SimpleForm onSubmit={save}>
        {FormAside ? (
          // Beside the inputs where the screen is wide enough for both, below them otherwise.
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', lg: 'row' },
              alignItems: 'flex-start',
              gap: 3,
              width: '100%',
            }}
          >
            <DeclaredInputs mode={mode} />
            <Box
              component="aside"
              sx={{
                flex: { lg: '1 1 320px' },
                minWidth: 0,
                width: '100%',
                // Stays in view (below the app bar) while a long form scrolls past it.
                position: { lg: 'sticky' },
                top: { lg: 80 },
              }}
            >
              <FormAside mode={mode} />
            </Box>
          </Box>
        ) : (
          <DeclaredInputs mode={mode} />
        )}
        {FormPanel ? <FormPanel mode={mode} /> : null}
      </SimpleForm>
      {guardDialog}
    </>
  );
};

/**
 * With a panel beside the inputs, the page's card clips instead of hiding its overflow: `hidden` makes the card a
 * scroll container of its own, which would hold the sticky panel in place instead of the page's scrolling.
 */
const useCardSx = (view: 'RaCreate' | 'RaEdit') =>
  useFormAside() ? { [`& .${view}-card`]: { overflow: 'clip' } } : undefined;

/** The generated create page: the declared fields by section, validated with the spec's messages. */
export const DeclaredCreate = () => (
  <Create sx={useCardSx('RaCreate')}>
    <DeclaredSimpleForm mode="create" />
  </Create>
);

/** The generated edit page: pessimistic, with the version the user saw (412 when someone changed it since). */
export const DeclaredEdit = () => (
  <Edit mutationMode="pessimistic" sx={useCardSx('RaEdit')}>
    <DeclaredSimpleForm mode="edit" />
  </Edit>
);
