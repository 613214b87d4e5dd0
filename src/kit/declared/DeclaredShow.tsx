import { Box, Divider, Typography } from '@mui/material';
import {
  DeleteButton,
  EditButton,
  Labeled,
  Show,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AnyResourceDeclaration } from '../../contract/declare';
import { DeclaredRecordActions } from './DeclaredActionButton';
import { useDeclaration, useShowActions } from './DeclarationContext';
import { describeDeclaredField, keysOf } from './describe';
import { GuardedDeleteButton } from './GuardedDeleteButton';
import { DeclaredValue } from './values';

const STAMP_FIELDS = ['createdAt', 'createdBy', 'updatedAt', 'updatedBy', 'version'] as const;

const ShowActions = () => {
  const declaration = useDeclaration();
  const Extra = useShowActions();
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: declaration.name, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: declaration.name, action: 'delete' });
  return (
    <TopToolbar>
      {Extra ? <Extra /> : null}
      {canEdit ? <EditButton /> : null}
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
    </TopToolbar>
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
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {fields.map((source) => {
          const description = describeDeclaredField(declaration, source);
          const wide = description.kind === 'longText' || description.kind === 'enumList';
          return (
            <Box key={source} sx={wide ? { gridColumn: { md: '1 / -1' } } : undefined}>
              <Labeled source={source} label={keysOf(declaration).field(source)}>
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

/** The generated show page: the declared sections, then who created and last changed the record. */
export const DeclaredShow = () => {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const keys = keysOf(declaration);
  return (
    <Show actions={<ShowActions />}>
      <Box sx={{ p: 2 }}>
        {declaration.show.sections.map((section) => (
          <Section
            key={section.key}
            declaration={declaration}
            title={translate(keys.section(section.key))}
            fields={section.fields}
          />
        ))}
        <Divider sx={{ mb: 2 }} />
        <Section
          declaration={declaration}
          title={translate('kit.sections.history')}
          fields={STAMP_FIELDS}
        />
      </Box>
    </Show>
  );
};
