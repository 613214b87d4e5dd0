import {
  BulkDeleteButton,
  CreateButton,
  DatagridConfigurable,
  FilterButton,
  FunctionField,
  List,
  SelectColumnsButton,
  SimpleList,
  RecordRepresentation,
  useCanAccess,
  useLocaleState,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  countryName,
  ExportCsvButton,
  ListEmptyState,
  ListLoadError,
  ListPagination,
  type CsvColumn,
} from '../../components';
import { ActionsToolbar } from '../ActionsToolbar';
import { listDefaultsOf } from '../listDefaults';
import {
  offersBulkDelete,
  sortsByDirectionOnly,
  type AnyResourceDeclaration,
} from '../../contract/declare';
import { bulkActionKeysOf, DeclaredBulkActionButton } from './DeclaredActionButton';
import {
  useDeclaration,
  useFieldOverrides,
  useListActions,
  useListPanel,
} from './DeclarationContext';
import { describeDeclaredField, keysOf } from './describe';
import { useDeclaredFilters } from './filters';
import { iconOf } from './icons';
import { csvValueOf, DeclaredValue } from './values';

/**
 * The sortable columns: declared, or every column that is not a list of values; only the default sort's field
 * where the platform sorts by direction only.
 */
const sortableOf = (declaration: AnyResourceDeclaration): Set<string> =>
  new Set(
    sortsByDirectionOnly(declaration)
      ? [declaration.list.sort.field]
      : (declaration.list.sortable ??
          declaration.list.columns.filter(
            (source) => describeDeclaredField(declaration, source).kind !== 'enumList',
          )),
  );

/** The same columns as the table, in the same words, for the CSV export. */
const useExportColumns = (declaration: AnyResourceDeclaration): CsvColumn<RaRecord>[] => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const overrides = useFieldOverrides();
  const keys = keysOf(declaration, overrides);
  return declaration.list.columns.map((source) => ({
    header: translate(keys.field(source)),
    value: csvValueOf(
      declaration,
      source,
      describeDeclaredField(declaration, source),
      translate,
      (code) => countryName(code, locale),
      overrides,
    ),
  }));
};

const ListActions = () => {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const columns = useExportColumns(declaration);
  const { canAccess: canCreate } = useCanAccess({ resource: declaration.name, action: 'create' });
  const { canAccess: canExport } = useCanAccess({ resource: declaration.name, action: 'export' });
  const Extra = useListActions();
  // Phones get the card list, which has no columns to choose.
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <ActionsToolbar
      inline={
        <>
          <FilterButton />
          {isSmall ? null : <SelectColumnsButton />}
        </>
      }
    >
      {canCreate ? <DeclaredCreateButton /> : null}
      {canExport ? (
        <ExportCsvButton columns={columns} fileName={translate(keysOf(declaration).exportFile)} />
      ) : null}
      {Extra ? <Extra /> : null}
    </ActionsToolbar>
  );
};

/** react-admin's Create button, worded by the resource where "Create" says too little (`createLabel`). */
const DeclaredCreateButton = () => {
  const declaration = useDeclaration();
  const translate = useTranslate();
  return (
    <CreateButton
      label={translate(`resources.${declaration.name}.createLabel`, {
        _: translate('ra.action.create'),
      })}
    />
  );
};

const Empty = () => {
  const declaration = useDeclaration();
  const translate = useTranslate();
  const keys = keysOf(declaration);
  const { canAccess: canCreate } = useCanAccess({ resource: declaration.name, action: 'create' });
  return (
    <ListEmptyState
      icon={iconOf(declaration.icon)}
      message={translate(keys.empty)}
      hint={translate(keys.emptyHint)}
      action={canCreate ? <DeclaredCreateButton /> : null}
    />
  );
};

/**
 * The generated list: declared filters and search in the URL, a column chooser, the same columns in the CSV
 * export, the empty state, the load error with a retry, paging, and bulk delete where the user may delete
 * (not for a guarded delete).
 * Phones get a compact card list of the record's name and its second column.
 */
export const DeclaredList = () => {
  const declaration = useDeclaration();
  const filters = useDeclaredFilters(declaration);
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { canAccess: canDelete } = useCanAccess({ resource: declaration.name, action: 'delete' });
  // A guarded delete asks for the guard one record at a time, on its show page.
  const canBulkDelete = canDelete && offersBulkDelete(declaration);
  const bulkActions = bulkActionKeysOf(declaration);
  const ListPanel = useListPanel();
  const sortable = sortableOf(declaration);
  const [secondary] = declaration.list.columns.filter(
    (source) => source !== declaration.recordRepresentation,
  );
  return (
    <List
      error={<ListLoadError />}
      pagination={<ListPagination />}
      {...listDefaultsOf(declaration)}
      filters={filters}
      actions={<ListActions />}
      empty={<Empty />}
      exporter={false}
    >
      {ListPanel ? <ListPanel /> : null}
      {isSmall ? (
        <SimpleList
          // The resource's own way of naming a record (a mail template by its mail and language), its field otherwise.
          primaryText={(record) => <RecordRepresentation record={record} />}
          secondaryText={(record) =>
            secondary ? (
              <DeclaredValue
                declaration={declaration}
                source={secondary}
                description={describeDeclaredField(declaration, secondary)}
                record={record}
                dense
              />
            ) : null
          }
          linkType="show"
        />
      ) : (
        <DatagridConfigurable
          rowClick="show"
          size="small"
          omit={[...(declaration.list.hiddenByDefault ?? [])]}
          bulkActionButtons={
            canBulkDelete || bulkActions.length ? (
              <>
                {bulkActions.map((key) => (
                  <DeclaredBulkActionButton key={key} actionKey={key} />
                ))}
                {canBulkDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : null}
              </>
            ) : (
              false
            )
          }
        >
          {declaration.list.columns.map((source) => (
            <FunctionField
              key={source}
              source={source}
              sortable={sortable.has(source)}
              render={(record: RaRecord) => (
                <DeclaredValue
                  declaration={declaration}
                  source={source}
                  description={describeDeclaredField(declaration, source)}
                  record={record}
                  dense
                />
              )}
            />
          ))}
        </DatagridConfigurable>
      )}
    </List>
  );
};
