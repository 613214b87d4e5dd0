import { useState, type MouseEvent } from 'react';
import { Button as MuiButton, DialogContentText, MenuItem, Stack, TextField } from '@mui/material';
import {
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUnselectAll,
  type RaRecord,
} from 'react-admin';
import { ConfirmDialog } from '../../components';
import {
  actionOffered,
  type ActionDeclaration,
  type AnyResourceDeclaration,
} from '../../contract/declare';
import type { AppDataProvider } from '../../dataProvider';
import { notifyGuardFailure, useGuardedAction, type GuardFields } from '../../guard';
import { useDeclaration } from './DeclarationContext';
import { iconOf } from './icons';

/** The words of an action: `resources.<name>.actions.<key>.<suffix>`, the kit's (`kit.actions.*`) otherwise. */
const useActionWords = (key: string, name: string) => {
  const declaration = useDeclaration();
  const translate = useTranslate();
  return (suffix: string, fallback?: string) =>
    translate(`resources.${declaration.name}.actions.${key}.${suffix}`, {
      name,
      _: fallback ? translate(fallback, { name }) : suffix,
    });
};

/** The values a body field offers when it is a choice (`z.literal([...])` of several values), else null. */
const choicesOf = (schema: unknown): readonly (string | number)[] | null => {
  const def = (schema as { _zod?: { def?: { type?: string; values?: unknown[] } } } | undefined)
    ?._zod?.def;
  return def?.type === 'literal' && Array.isArray(def.values) && def.values.length > 1
    ? (def.values as (string | number)[])
    : null;
};

/**
 * Runs a declared action: asks first when it is `confirm`, opens the guard dialog when it is `guarded` (the
 * guard fields go in `meta.guard`, never through a cached mutation), then notifies and refreshes, also after a
 * failure (a 412 or 409 means the screen shows an outdated state).
 */
const useRunAction = (
  key: string,
  action: ActionDeclaration | undefined,
  name: string,
  onDone?: () => void,
) => {
  const declaration = useDeclaration();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { runGuarded, guardDialog } = useGuardedAction();
  const notify = useNotify();
  const refresh = useRefresh();
  const words = useActionWords(key, name);
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  // The values the action's `body` declares (a decision's comment, a sample's size), asked for in its dialog.
  const inputs = action?.body ? Object.keys(action.body.shape) : [];
  const choices = (field: string) => choicesOf(action?.body?.shape[field]);
  const initialValues = () =>
    Object.fromEntries(
      inputs.flatMap((field) => {
        const options = choices(field);
        return options ? [[field, String(options[0])]] : [];
      }),
    );
  const [values, setValues] = useState<Record<string, string>>(initialValues);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const fieldError = (field: string): string | undefined => {
    // A choice is one of its values by construction.
    if (choices(field)) return undefined;
    const schema = action?.body?.shape[field] as
      { safeParse: (value: unknown) => { success: boolean } } | undefined;
    if (!schema || schema.safeParse(values[field] ?? '').success) return undefined;
    const max = (schema as { maxLength?: number | null }).maxLength;
    return (values[field] ?? '').trim() === ''
      ? translate('app.validation.required')
      : max && (values[field] ?? '').length > max
        ? translate('app.validation.maxLength', { max })
        : translate('app.validation.format');
  };
  const valid = inputs.every((field) => fieldError(field) === undefined);

  const run = async (params: { id?: RaRecord['id']; ids?: RaRecord['id'][]; data?: object }) => {
    const asked = Object.fromEntries(
      inputs.map((field) => {
        const chosen = (values[field] ?? '').trim();
        // A choice goes back as the value it stands for (a number stays a number).
        const options = choices(field);
        return [field, options ? options.find((option) => String(option) === chosen) : chosen];
      }),
    );
    const call = (guard?: GuardFields) =>
      dataProvider.runAction(declaration.name, key, {
        ...params,
        data: { ...params.data, ...asked },
        meta: guard ? { guard } : undefined,
      });
    try {
      if (action?.guarded)
        await runGuarded({ title: words('guardTitle', 'kit.actions.guardTitle'), action: call });
      else await call();
      notify(words('done', 'kit.actions.done'), { type: 'success' });
      setValues(initialValues());
      setTouched({});
      onDone?.();
    } catch (error) {
      notifyGuardFailure(notify, error);
    } finally {
      refresh();
    }
  };

  const start = (params: Parameters<typeof run>[0]) => {
    if (action?.confirm || inputs.length) setAsking(true);
    else void run(params);
  };

  const dialogs = (params: Parameters<typeof run>[0]) => (
    <>
      <ConfirmDialog
        open={asking}
        title={words('confirmTitle', 'kit.actions.confirmTitle')}
        content={
          inputs.length ? (
            <Stack spacing={2}>
              <DialogContentText>{words('confirm', 'kit.actions.confirm')}</DialogContentText>
              {inputs.map((field) => {
                const options = choices(field);
                if (options)
                  return (
                    <TextField
                      key={field}
                      select
                      label={words(`fields.${field}`)}
                      value={values[field] ?? String(options[0])}
                      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                      fullWidth
                    >
                      {options.map((option) => (
                        <MenuItem key={String(option)} value={String(option)}>
                          {words(`choices.${field}.${String(option)}`, String(option))}
                        </MenuItem>
                      ))}
                    </TextField>
                  );
                const error = touched[field] ? fieldError(field) : undefined;
                return (
                  <TextField
                    key={field}
                    label={words(`fields.${field}`)}
                    value={values[field] ?? ''}
                    onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                    onBlur={() => setTouched({ ...touched, [field]: true })}
                    required
                    multiline
                    minRows={3}
                    fullWidth
                    error={error !== undefined}
                    helperText={error}
                  />
                );
              })}
            </Stack>
          ) : (
            words('confirm', 'kit.actions.confirm')
          )
        }
        confirmLabel={words('confirmButton', 'kit.actions.confirmButton')}
        confirmColor={action?.destructive ? 'error' : 'primary'}
        confirmDisabled={!valid}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void run(params);
        }}
      />
      {guardDialog}
    </>
  );
  return { start, run, dialogs, words };
};

/**
 * The button face of an action, the same for one record and for a selection: always with its words (react-admin's
 * own buttons shrink to a bare icon on a phone, and a red icon alone does not say what it will do).
 */
const ActionTrigger = ({
  action,
  label,
  onClick,
}: {
  action: ActionDeclaration;
  label: string;
  onClick: () => void;
}) => {
  const Icon = iconOf(action.icon);
  return (
    <MuiButton
      size="small"
      color={action.destructive ? 'error' : 'primary'}
      startIcon={<Icon />}
      onClick={onClick}
    >
      {label}
    </MuiButton>
  );
};

/**
 * The button of one record action, for the record in context: shown only when the access table allows it and
 * the declaration's `when` offers it for this record. Usable on hand-written screens (a list row, say) too.
 */
export const DeclaredActionButton = ({ actionKey }: { actionKey: string }) => {
  const declaration = useDeclaration();
  const record = useRecordContext();
  const action = declaration.actions?.[actionKey];
  const { canAccess } = useCanAccess({ resource: declaration.name, action: actionKey });
  const name = String(record?.[declaration.recordRepresentation] ?? record?.id ?? '');
  const { start, dialogs, words } = useRunAction(actionKey, action, name);
  if (!action || action.target !== 'record' || !record || !canAccess) return null;
  if (!actionOffered(action, record)) return null;
  const params = { id: record.id, data: { version: record.version } };
  return (
    // Clicks must not reach a list row (which would open the record).
    <span onClick={(event: MouseEvent) => event.stopPropagation()}>
      <ActionTrigger action={action} label={words('label')} onClick={() => start(params)} />
      {dialogs(params)}
    </span>
  );
};

/** Every record action of the declaration, in declared order (the show page's toolbar, a list row). */
export const DeclaredRecordActions = () => {
  const declaration = useDeclaration();
  return (
    <>
      {Object.entries<ActionDeclaration>(declaration.actions ?? {})
        .filter(([, action]) => action.target === 'record')
        .map(([key]) => (
          <DeclaredActionButton key={key} actionKey={key} />
        ))}
    </>
  );
};

/** The button of one bulk action, for the list's selection (sent as `{ids}`). */
export const DeclaredBulkActionButton = ({ actionKey }: { actionKey: string }) => {
  const declaration = useDeclaration();
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll(declaration.name);
  const action = declaration.actions?.[actionKey];
  const { canAccess } = useCanAccess({ resource: declaration.name, action: actionKey });
  const { start, dialogs, words } = useRunAction(
    actionKey,
    action,
    String(selectedIds.length),
    unselectAll,
  );
  if (!action || action.target !== 'bulk' || !canAccess) return null;
  const params = { ids: selectedIds };
  return (
    <>
      <ActionTrigger action={action} label={words('label')} onClick={() => start(params)} />
      {dialogs(params)}
    </>
  );
};

/** The declaration's bulk actions, for the list's bulk action bar (each button checks its access). */
export const bulkActionKeysOf = (declaration: AnyResourceDeclaration): string[] =>
  Object.entries<ActionDeclaration>(declaration.actions ?? {})
    .filter(([, action]) => action.target === 'bulk')
    .map(([key]) => key);
