import { z } from 'zod';
import { declareResource, type SeedContext } from '../declare';
import {
  TAGGING_LABELS_MAX,
  taggingLabelSchema,
  taggingTemplateIssues,
  type TaggingLabel,
} from '../rules/taggingTemplate';

const VIEWERS = ['PERM_TAGGING_TEMPLATES_VIEW'] as const;
const EDITORS = ['PERM_TAGGING_TEMPLATES_EDIT'] as const;

/** ACTIVE templates are offered to new experiments; ARCHIVED ones are kept, read-only, for those that used them. */
export const TAGGING_TEMPLATE_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type TaggingTemplateStatus = (typeof TAGGING_TEMPLATE_STATUSES)[number];

const fields = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(2000).nullish(),
  // Moved by the archive and unarchive actions only.
  status: z.enum(TAGGING_TEMPLATE_STATUSES).default('ACTIVE'),
  // The rules across labels (at least one, unique keys and shortcuts) are the declaration's `check`.
  labels: z.array(taggingLabelSchema).max(TAGGING_LABELS_MAX),
  /** Whether several labels may be combined on one item. */
  allowMultiple: z.boolean().default(false),
  /** Whether the reviewer may add a free-text comment per item. */
  commentField: z.boolean().default(false),
});

type TemplateInput = z.input<typeof fields>;

const label = (
  key: string,
  en: string,
  de: string,
  colour: string,
  shortcut: string,
  means: TaggingLabel['means'],
): TaggingLabel => ({ key, names: { en, de }, colour, shortcut, means });

/** The same three templates in every tenant: a document review, a selfie review and an archived older one. */
const seedTemplates = ({ record }: SeedContext<TemplateInput>): TemplateInput[] => [
  record({
    name: 'Document fraud review',
    description: 'Is the identity document genuine? One label per verification, with a comment.',
    status: 'ACTIVE',
    labels: [
      label('genuine', 'Genuine', 'Echt', '#2e7d32', 'g', 'PASS'),
      label('forged', 'Forged', 'Gefälscht', '#c62828', 'f', 'REJECT'),
      label('unclear', 'Unclear', 'Unklar', '#757575', 'u', 'NONE'),
    ],
    allowMultiple: false,
    commentField: true,
  }),
  record({
    name: 'Selfie and liveness',
    description: 'What is wrong with the selfie, if anything; several labels may apply.',
    status: 'ACTIVE',
    labels: [
      label('spoof', 'Spoof', 'Täuschung', '#ad1457', 's', 'REJECT'),
      label('low_quality', 'Low quality', 'Schlechte Qualität', '#ef6c00', 'q', 'NONE'),
      label('ok', 'OK', 'In Ordnung', '#1565c0', 'o', 'PASS'),
    ],
    allowMultiple: true,
    commentField: false,
  }),
  record({
    name: 'Legacy review',
    description: 'The first review of 2023, kept for the experiments that used it.',
    status: 'ARCHIVED',
    labels: [
      label('approve', 'Approve', 'Annehmen', '#388e3c', 'a', 'PASS'),
      label('decline', 'Decline', 'Ablehnen', '#d32f2f', 'd', 'REJECT'),
    ],
    allowMultiple: false,
    commentField: false,
  }),
];

/**
 * Tagging templates (issue 18; spec: "Tagging template: id, taggingTemplate content"): the labels reviewers can
 * apply to the items of an experiment, each with its names, colour, keyboard shortcut and the outcome it stands
 * for, and whether labels combine and a comment is asked for. Archive and unarchive move ACTIVE ⇄ ARCHIVED; an
 * archived template cannot be edited (mock-server/resources/taggingTemplates.ts).
 */
export const taggingTemplates = declareResource({
  name: 'tagging-templates',
  entityType: 'TaggingTemplate',
  idPrefix: 'tt',
  icon: 'Label',
  fields,
  computed: z.object({ labelCount: z.number().int().nonnegative() }),
  fieldOptions: {
    description: { kind: 'longText' },
    status: { readOnly: true },
    allowMultiple: { help: true },
    commentField: { help: true },
  },
  recordRepresentation: 'name',
  unique: ['name'],
  list: {
    columns: ['name', 'status', 'labelCount', 'createdBy', 'createdAt', 'description'],
    hiddenByDefault: ['description'],
    search: ['name'],
    filters: [{ source: 'status', kind: 'choice', alwaysOn: true }],
    sortable: ['name', 'status', 'labelCount', 'createdAt'],
    sort: { field: 'name', order: 'ASC' },
    perPage: 10,
    bulkDelete: false,
  },
  show: {
    sections: [
      { key: 'template', fields: ['name', 'description', 'status'] },
      { key: 'tagging', fields: ['allowMultiple', 'commentField', 'labels'] },
    ],
  },
  access: { list: VIEWERS, show: VIEWERS, export: VIEWERS, create: EDITORS, edit: EDITORS },
  editableWhen: { field: 'status', in: ['ACTIVE'] },
  check: (values) => taggingTemplateIssues(values),
  actions: {
    archive: {
      target: 'record',
      method: 'POST',
      path: ':id/archive',
      access: EDITORS,
      confirm: true,
      icon: 'Archive',
      when: { field: 'status', in: ['ACTIVE'] },
    },
    unarchive: {
      target: 'record',
      method: 'POST',
      path: ':id/unarchive',
      access: EDITORS,
      confirm: true,
      icon: 'Unarchive',
      when: { field: 'status', in: ['ARCHIVED'] },
    },
  },
  seed: seedTemplates,
});
