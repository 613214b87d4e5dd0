import { z } from 'zod';
import { declareResource } from '../declare';

const VIEWERS = ['PERM_EXPERIMENTS_VIEW'] as const;
const EDITORS = ['PERM_EXPERIMENTS_EDIT'] as const;

/**
 * An experiment's life: a DRAFT is started (RUNNING), paused and resumed (PAUSED ⇄ RUNNING), stopped (STOPPED,
 * also by itself once every sampled item is processed), archived and unarchived (ARCHIVED ⇄ STOPPED).
 */
export const EXPERIMENT_STATES = ['DRAFT', 'RUNNING', 'PAUSED', 'STOPPED', 'ARCHIVED'] as const;
export type ExperimentState = (typeof EXPERIMENT_STATES)[number];

/** The spec's percent choices: 0 to 100 in steps of 10, plus -1 'default'. */
export const SAMPLE_PERCENTAGES = [-1, 0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;
/** What 'default' (-1) samples: the whole dataset. */
export const DEFAULT_SAMPLE_PERCENTAGE = 100;

/** The outcomes an arm gives an item, as a verification's result reads. */
export const ARM_OUTCOMES = ['PASSED', 'WARNING', 'REJECTED'] as const;
export type ArmOutcome = (typeof ARM_OUTCOMES)[number];

/** The transitions, by action: from which states each one is legal, and where it leads. */
export const EXPERIMENT_TRANSITIONS = {
  start: { from: ['DRAFT'], to: 'RUNNING' },
  pause: { from: ['RUNNING'], to: 'PAUSED' },
  resume: { from: ['PAUSED'], to: 'RUNNING' },
  stop: { from: ['RUNNING', 'PAUSED'], to: 'STOPPED' },
  archive: { from: ['STOPPED'], to: 'ARCHIVED' },
  unarchive: { from: ['ARCHIVED'], to: 'STOPPED' },
} as const satisfies Record<string, { from: readonly ExperimentState[]; to: ExperimentState }>;
export type ExperimentTransition = keyof typeof EXPERIMENT_TRANSITIONS;

/** The states an experiment may be deleted in: before it ran, or once archived. */
export const EXPERIMENT_DELETABLE_STATES = ['DRAFT', 'ARCHIVED'] as const;

const transition = (key: ExperimentTransition) => ({
  target: 'record' as const,
  method: 'POST' as const,
  path: `:id/${key}`,
  access: EDITORS,
  when: { field: 'state', in: EXPERIMENT_TRANSITIONS[key].from },
});

/**
 * Experiments (spec section 7, "Experiments"): a data team compares two workflows (the arms) on a dataset of
 * past verifications before a change goes live, and tags outcomes by hand to measure them. The list is the
 * spec's `POST search`; the state machine's transitions are actions (409 when illegal, each audited); the
 * platform works through the sampled items while the experiment runs (mock-server/experiments). Statistics,
 * the CSV search, the tagging template and the items to tag are rows of their own in the endpoint table.
 */
export const experiments = declareResource({
  name: 'experiments',
  entityType: 'Experiment',
  idPrefix: 'ex',
  icon: 'Science',
  paths: { list: 'experiments/search' },
  fields: z.object({
    name: z.string().trim().min(1).max(120),
    /** What the team expects to learn: the hypothesis. */
    description: z.string().trim().max(4000).nullish(),
    datasetId: z.string().min(1).max(100),
    /** The workflow the verifications ran through (the control). */
    armA: z.string().min(1).max(100),
    /** The candidate workflow. */
    armB: z.string().min(1).max(100),
    taggingTemplateId: z.string().max(100).nullish(),
    // Set by the platform.
    state: z.enum(EXPERIMENT_STATES).default('DRAFT'),
    /** The sample chosen at start (-1: the default, the whole dataset); none before. */
    samplePercentage: z.number().int().min(-1).max(100).nullish(),
    owner: z.string().default(''),
    startedAt: z.string().nullish(),
    stoppedAt: z.string().nullish(),
    processed: z.number().int().min(0).default(0),
    total: z.number().int().min(0).default(0),
  }),
  fieldOptions: {
    description: { kind: 'longText' },
    datasetId: {
      kind: 'reference',
      reference: 'datasets',
      nameField: 'name',
      referenceFilter: { status: 'READY' },
    },
    armA: { kind: 'reference', reference: 'workflows', nameField: 'name', help: true },
    armB: { kind: 'reference', reference: 'workflows', nameField: 'name', help: true },
    taggingTemplateId: {
      kind: 'reference',
      reference: 'tagging-templates',
      nameField: 'name',
      referenceFilter: { status: 'ACTIVE' },
    },
    state: { readOnly: true },
    samplePercentage: { readOnly: true },
    owner: { readOnly: true },
    startedAt: { readOnly: true, kind: 'dateTime' },
    stoppedAt: { readOnly: true, kind: 'dateTime' },
    processed: { readOnly: true },
    total: { readOnly: true },
  },
  recordRepresentation: 'name',
  unique: ['name'],
  list: {
    columns: [
      'name',
      'state',
      'datasetId',
      'owner',
      'processed',
      'total',
      'createdAt',
      'startedAt',
    ],
    hiddenByDefault: ['startedAt', 'total'],
    search: ['name', 'description', 'id'],
    filters: [
      { source: 'state', kind: 'choice', alwaysOn: true },
      { source: 'datasetId', kind: 'reference' },
      { source: 'owner', kind: 'text' },
      { source: 'createdAt', kind: 'dateRange' },
    ],
    sortable: ['name', 'state', 'owner', 'createdAt', 'startedAt'],
    sort: { field: 'createdAt', order: 'DESC' },
    perPage: 10,
    bulkDelete: false,
  },
  show: {
    sections: [
      { key: 'experiment', fields: ['name', 'description', 'state', 'owner'] },
      { key: 'comparison', fields: ['datasetId', 'armA', 'armB', 'taggingTemplateId'] },
      { key: 'run', fields: ['samplePercentage', 'startedAt', 'stoppedAt'] },
    ],
  },
  access: {
    list: VIEWERS,
    show: VIEWERS,
    create: EDITORS,
    edit: EDITORS,
    delete: EDITORS,
  },
  // The statistics and the tagging are for every experiment user; the CSV search is the list's download.
  customAccess: { statistics: VIEWERS, tag: VIEWERS, csvSearch: VIEWERS },
  // What it compares is fixed once it ran: a draft is edited whole, a later state not at all (only deleted).
  editableWhen: { field: 'state', in: ['DRAFT'] },
  deletableWhen: { field: 'state', in: EXPERIMENT_DELETABLE_STATES },
  check: (values) =>
    values.armA && values.armA === values.armB
      ? [
          {
            field: 'armB',
            code: 'SAME_ARMS',
            message: 'The two arms compare two different workflows.',
          },
        ]
      : [],
  actions: {
    start: {
      ...transition('start'),
      icon: 'PlayCircleOutline',
      confirm: true,
      body: z.object({ samplePercentage: z.literal(SAMPLE_PERCENTAGES) }),
    },
    pause: { ...transition('pause'), icon: 'PauseCircleOutline' },
    resume: { ...transition('resume'), icon: 'PlayCircleOutline' },
    stop: { ...transition('stop'), icon: 'StopCircle', confirm: true, destructive: true },
    archive: { ...transition('archive'), icon: 'Archive', confirm: true },
    unarchive: { ...transition('unarchive'), icon: 'Unarchive', confirm: true },
  },
});
