import { z } from 'zod';
import { declareResource } from '../declare';
import { SCREENING_MATCH_TYPES, WATCHLIST_TYPES } from './screeningHits';

/** The extracted fields a merchant may screen (spec: verification merchant settings, "screening fields"). */
export const SCREENED_FIELDS = [
  'FULL_NAME',
  'DATE_OF_BIRTH',
  'NATIONALITY',
  'DOCUMENT_NUMBER',
] as const;

/**
 * Screening settings per merchant (PERM_SCREENING_EDIT, guarded): which watchlists, from which score a
 * resemblance is a hit, which kinds of name match count, which extracted fields are compared, and whether
 * ongoing monitoring screens the merchant's verifications again when the settings change. One record per
 * merchant, kept by the platform; the name alone is always screened.
 */
export const screeningSettings = declareResource({
  name: 'screening-settings',
  entityType: 'ScreeningSettings',
  idPrefix: 'ss',
  icon: 'Tune',
  fields: z.object({
    merchantId: z.string(),
    merchantName: z.string(),
    lists: z.array(z.enum(WATCHLIST_TYPES)).min(1).max(WATCHLIST_TYPES.length),
    minimumScore: z.number().min(0.5).max(1),
    matchTypes: z.array(z.enum(SCREENING_MATCH_TYPES)).min(1).max(SCREENING_MATCH_TYPES.length),
    screenedFields: z.array(z.enum(SCREENED_FIELDS)).min(1).max(SCREENED_FIELDS.length),
    ongoingMonitoring: z.boolean(),
  }),
  fieldOptions: {
    merchantId: { kind: 'reference', reference: 'merchants', nameField: 'name', readOnly: true },
    merchantName: { readOnly: true },
    minimumScore: { help: true },
    ongoingMonitoring: { help: true },
  },
  recordRepresentation: 'merchantName',
  list: {
    columns: [
      'merchantName',
      'lists',
      'minimumScore',
      'matchTypes',
      'ongoingMonitoring',
      'updatedAt',
    ],
    search: ['merchantName'],
    filters: [{ source: 'ongoingMonitoring', kind: 'boolean' }],
    sortable: ['merchantName', 'minimumScore', 'updatedAt'],
    sort: { field: 'merchantName', order: 'ASC' },
    bulkDelete: false,
  },
  show: {
    sections: [
      { key: 'merchant', fields: ['merchantName'] },
      { key: 'lists', fields: ['lists', 'minimumScore', 'matchTypes'] },
      { key: 'fields', fields: ['screenedFields', 'ongoingMonitoring'] },
    ],
  },
  check: (values) =>
    Array.isArray(values.screenedFields) && !values.screenedFields.includes('FULL_NAME')
      ? [
          {
            field: 'screenedFields',
            code: 'NAME_ALWAYS_SCREENED',
            message: 'The full name is always screened.',
          },
        ]
      : [],
  access: {
    list: ['PERM_SCREENING_VIEW'],
    show: ['PERM_SCREENING_VIEW'],
    edit: ['PERM_SCREENING_EDIT'],
  },
  guarded: ['edit'],
});
