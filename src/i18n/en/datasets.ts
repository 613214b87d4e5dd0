/** English messages of datasets: frozen sets of verifications that experiments run on. */
export const datasets = {
  resources: {
    datasets: {
      name: 'Dataset |||| Datasets',
      fields: {
        name: 'Name',
        description: 'Description',
        source: 'Made from',
        criteria: 'Criteria',
        status: 'Status',
        itemCount: 'Verifications',
        sizeBytes: 'Size (bytes)',
        createdAt: 'Created',
        createdBy: 'Created by',
        updatedAt: 'Last changed',
        updatedBy: 'Last changed by',
        version: 'Version',
        id: 'ID',
        createdFrom: 'Created from',
        createdTo: 'Created to',
      },
      choices: {
        source: { FILTER: 'A filter of the verifications', FILE: 'An uploaded file' },
        status: {
          BUILDING: 'Building',
          READY: 'Ready',
          ARCHIVED: 'Archived',
          MAINTENANCE: 'Being rebuilt',
        },
      },
      sections: { dataset: 'Dataset', origin: 'Origin and contents' },
      errors: {},
      actions: {
        archive: {
          label: 'Archive',
          confirmTitle: 'Archive “%{name}”?',
          confirm:
            'The dataset is kept, with its verifications, but no new experiment can use it until it is unarchived.',
          confirmButton: 'Archive',
          done: 'The dataset is archived.',
        },
        unarchive: {
          label: 'Unarchive',
          confirmTitle: 'Unarchive “%{name}”?',
          confirm: 'The dataset is ready again for new experiments.',
          confirmButton: 'Unarchive',
          done: 'The dataset is ready again.',
        },
      },
      create: {
        open: 'New from a filter',
        title: 'New dataset from a filter of the verifications',
        hint: 'Every verification the filter holds now goes into the dataset, in the order of the verifications list. The dataset does not change afterwards.',
        name: 'Name',
        description: 'Description',
        filters: 'Which verifications',
        count: 'Count the verifications',
        countFirst: 'Count the verifications the filter holds before making the dataset.',
        matches: '%{smart_count} verification matches |||| %{smart_count} verifications match',
        none: 'No verification matches this filter.',
        submit: 'Make the dataset',
        created:
          'Dataset “%{name}” made of %{smart_count} verification. |||| Dataset “%{name}” made of %{smart_count} verifications.',
        nameTaken: 'Another dataset already has this name.',
      },
      preview: {
        title: 'Contents',
        loadFailed: 'The dataset’s contents could not be loaded.',
        byStatus: 'By status',
        byCountry: 'By country',
        byDocumentType: 'By document type',
        first: 'The first %{count} of %{total} verifications',
      },
      empty: 'No datasets yet.',
      emptyHint:
        'A dataset is made from a filter of the verifications or from a file of public ids.',
      exportFile: 'datasets.csv',
    },
  },
};
