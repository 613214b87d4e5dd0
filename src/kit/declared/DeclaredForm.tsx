import { Box, Typography } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import {
  Create,
  Edit,
  SimpleForm,
  useCreate,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { AnyResourceDeclaration } from '../../contract/declare';
import { failureMessageOf, formErrorsOf } from '../../guard';
import { useDeclaration } from './DeclarationContext';
import { describeDeclaredField, keysOf } from './describe';
import { DeclaredInput } from './inputs';

/** A taken unique value comes back as DUPLICATE_ENTITY on its field. */
const DUPLICATE_KEY = 'kit.errors.duplicate';
const KEYS_BY_CODE = { DUPLICATE_ENTITY: DUPLICATE_KEY };

/** The editable fields in the order of the show page's sections (fields outside them follow). */
const formSectionsOf = (declaration: AnyResourceDeclaration) => {
  const editable = (source: string) => !describeDeclaredField(declaration, source).readOnly;
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

/** Only the declared fields travel (nothing the form picked up from the record), trimmed where text. */
const payloadOf = (declaration: AnyResourceDeclaration, values: FieldValues) =>
  Object.fromEntries(
    Object.keys(declaration.fields.shape).map((source) => {
      const value: unknown = values[source];
      return [source, typeof value === 'string' ? value.trim() : (value ?? undefined)];
    }),
  );

const DeclaredInputs = () => {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const keys = keysOf(declaration);
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      {formSectionsOf(declaration).map((section) => (
        <Box
          component="fieldset"
          key={section.key ?? 'other'}
          sx={{ border: 0, p: 0, m: 0, mb: 2 }}
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
 * what the user typed stays.
 */
const useDeclaredSave = (mode: 'create' | 'edit') => {
  const declaration = useDeclaration();
  const record = useRecordContext();
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  /** `resources.<name>.errors.duplicate.<field>` where the resource words it, the kit's message otherwise. */
  const duplicateKeyOf = (source: string) => {
    const key = keysOf(declaration).duplicate(source);
    return translate(key, { _: key }) === key ? DUPLICATE_KEY : key;
  };
  return async (values: FieldValues) => {
    try {
      const data = payloadOf(declaration, values);
      const saved =
        mode === 'create'
          ? await create(declaration.name, { data }, { returnPromise: true })
          : await update(
              declaration.name,
              {
                id: record?.id ?? values.id,
                data: { ...data, version: values.version },
                previousData: record,
              },
              { mutationMode: 'pessimistic', returnPromise: true },
            );
      notify(mode === 'create' ? 'ra.notification.created' : 'ra.notification.updated', {
        messageArgs: { smart_count: 1 },
      });
      redirect('show', declaration.name, saved.id);
      return undefined;
    } catch (error) {
      const fields = formErrorsOf(error, KEYS_BY_CODE);
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
};

const CreateForm = () => (
  <SimpleForm onSubmit={useDeclaredSave('create')} warnWhenUnsavedChanges>
    <DeclaredInputs />
  </SimpleForm>
);

const EditForm = () => (
  <SimpleForm onSubmit={useDeclaredSave('edit')} warnWhenUnsavedChanges>
    <DeclaredInputs />
  </SimpleForm>
);

/** The generated create page: the declared fields by section, validated with the spec's messages. */
export const DeclaredCreate = () => (
  <Create>
    <CreateForm />
  </Create>
);

/** The generated edit page: pessimistic, with the version the user saw (412 when someone changed it since). */
export const DeclaredEdit = () => (
  <Edit mutationMode="pessimistic">
    <EditForm />
  </Edit>
);
