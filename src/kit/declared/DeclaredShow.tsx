import { Box, Divider, Typography } from '@mui/material';
import {
  DeleteButton,
  EditButton,
  Labeled,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Show } from '../recordPages';
import { ActionsToolbar } from '../ActionsToolbar';
import {
  recordDeletable,
  recordEditable,
  sectionShown,
  type AnyResourceDeclaration,
} from '../../contract/declare';
import { DeclaredRecordActions } from './DeclaredActionButton';
import { useDeclaration, useShowActions, useShowPanel } from './DeclarationContext';
import { describeDeclaredField, keysOf } from './describe';
import { GuardedDeleteButton } from './GuardedDeleteButton';
import { DeclaredValue } from './values';

const STAMP_FIELDS = ['createdAt', 'createdBy', 'updatedAt', 'updatedBy', 'version'] as const;

/**
 * The generated show page's toolbar: the override's buttons, then Edit, the declared actions and Delete where
 * allowed (in the labelled "Actions" menu on a phone).
 */
export const DeclaredShowActions = () => {
  const declaration = useDeclaration();
  const Extra = useShowActions();
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: declaration.name, action: 'edit' });
  const { canAccess: mayDelete } = useCanAccess({ resource: declaration.name, action: 'delete' });
  // A record past `deletableWhen` (an experiment that ran and is not archived) offers no Delete.
  const canDelete = mayDelete && record !== undefined && recordDeletable(declaration, record);
  return (
    <ActionsToolbar>
      {Extra ? <Extra /> : null}
      {canEdit && record && recordEditable(declaration, record) ? <EditButton /> : null}
      <DeclaredRecordActions />
      {canDelete && record && declaration.guarded?.includes('delete') ? (
        <GuardedDeleteButton />
      ) : canDelete && record ? (
        <DeleteButton
          mutationMode="pessimistic"
          confirmTitle={translate('kit.delete.title', {
            name: String(record[declaration.recordRepresentation] ?? ''),
          })}
          confirmContent={translate('kit.delete.content')}
        />
      ) : null}
    </ActionsToolbar>
  );
};

const Section = ({
  declaration,
  title,
  fields,
}: {
  declaration: AnyResourceDeclaration;
  title: string;
  fields: readonly string[];
}) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {/* `minmax(0, 1fr)`: a column is as wide as the card allows, never as its widest value (a table, a stack
          trace), which scrolls in its own box; a bare `1fr` grows to that value and the card cuts it off. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {fields.map((source) => {
          const description = describeDeclaredField(declaration, source);
          const wide = description.kind === 'longText' || description.kind === 'enumList';
          return (
            <Box key={source} sx={wide ? { gridColumn: { md: '1 / -1' } } : undefined}>
              {/* The classes SimpleShowLayout gives a field, so pages and tests find it the same way. */}
              {/* As wide as its column (react-admin's is as wide as its content): a value that scrolls in its own
                  box (a table of members) takes the column's width instead of collapsing to nothing. */}
              <Labeled
                source={source}
                label={keysOf(declaration).field(source)}
                className={`ra-field ra-field-${source}`}
                sx={{ display: 'flex' }}
              >
                <DeclaredValue
                  declaration={declaration}
                  source={source}
                  description={description}
                  record={record}
                />
              </Labeled>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
};

/**
 * The declared sections, the resource's own panel if it has one, then who created and last changed the record:
 * the body of the generated show page, for a hand-written one to reuse (inside a tab, say).
 */
export const DeclaredSections = () => {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const Panel = useShowPanel();
  const record = useRecordContext();
  const keys = keysOf(declaration);
  return (
    <Box sx={{ p: 2 }}>
      {declaration.show.sections
        .filter((section) => !record || sectionShown(section, record))
        .map((section) => (
          <Section
            key={section.key}
            declaration={declaration}
            title={translate(keys.section(section.key))}
            fields={section.fields}
          />
        ))}
      {Panel ? (
        <Box sx={{ mb: 3 }}>
          <Panel />
        </Box>
      ) : null}
      <Divider sx={{ mb: 2 }} />
      {declaration.stamped === false ? null : (
        <Section
          declaration={declaration}
          title={translate('kit.sections.history')}
          fields={STAMP_FIELDS}
        />
      )}
    </Box>
  );
};

/** The generated show page: the declared sections and the record's history under the toolbar. */
export const DeclaredShow = () => (
  <Show actions={<DeclaredShowActions />}>
    <DeclaredSections />
  </Show>
);
