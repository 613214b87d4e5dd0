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
        sizeBytes: 'Size',
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
      criteriaAll: 'All verifications of the tenant',
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
        matches: '%{count} verification matches |||| %{count} verifications match',
        none: 'No verification matches this filter.',
        submit: 'Make the dataset',
        created:
          'Dataset “%{name}” made of %{count} verification. |||| Dataset “%{name}” made of %{count} verifications.',
        nameTaken: 'Another dataset already has this name.',
      },
      fromFile: {
        open: 'New from a file',
        title: 'New dataset from a file of public ids',
        hint: 'A CSV file with a column named publicId (other columns are ignored), or a plain list of public ids, one per line; at most %{max} rows. The file is checked as soon as you choose it, and kept with the dataset as its input file.',
        choose: 'Choose a file',
        chooseAnother: 'Choose another file',
        checking: 'Checking the file…',
        notCsv: 'Choose a CSV or text file (.csv or .txt).',
        tooLarge: 'The file is too large: a dataset file holds at most %{max} public ids.',
        summary:
          '%{rows} row read: %{valid} usable, %{errors} with a problem. |||| %{rows} rows read: %{valid} usable, %{errors} with a problem.',
        errorsTable: 'Rows that cannot be used',
        line: 'Line',
        value: 'Value',
        problem: 'Problem',
        errors: {
          MISSING_PUBLIC_ID: 'No public id in this row.',
          DUPLICATE: 'The same public id as line %{line}.',
          NOT_FOUND: 'No verification of this tenant has this public id.',
        },
        moreErrors:
          'And %{count} more row with a problem. |||| And %{count} more rows with a problem.',
        skipInvalid:
          'Make the dataset of the %{valid} usable row and leave the others out |||| Make the dataset of the %{valid} usable rows and leave the others out',
      },
      work: {
        title: 'Your exports and full previews',
        export: 'Export',
        fullPreview: 'Full preview',
        inputFile: 'Input file',
        exported: 'Exported %{count} verification. |||| Exported %{count} verifications.',
        exportStarted:
          'The export runs in the background. Follow it under “Background jobs” in the app bar; you can leave this page.',
        previewStarted:
          'The full preview runs in the background. Its findings appear on this page when it is done.',
        lastExport: 'Your last export',
        noExport: 'You have not exported this dataset yet.',
        exportDone: 'Done %{at}: %{rows} rows, %{size}.',
        exportEnded: {
          FAILED: 'The export of %{at} failed. Export again.',
          CANCELLED: 'You cancelled the export of %{at}.',
        },
        lastFullPreview: 'Your last full preview',
        noFullPreview:
          'No full preview yet. It reads every verification of the dataset again and counts what is there now.',
        fullPreviewDone:
          '%{at}: %{available} verifications are there, %{missing} were deleted since and %{wipedOut} wiped out.',
        fullPreviewEnded: {
          FAILED: 'The full preview of %{at} failed. Start it again.',
          CANCELLED: 'You cancelled the full preview of %{at}.',
        },
        whenMade: 'When made',
        now: 'Now',
        loadFailed: 'This could not be loaded. Reload the page to try again.',
      },
      maintenance: {
        notice:
          'The system is currently undergoing maintenance. “%{name}” is being rebuilt: it cannot be exported, previewed, edited or archived until it is ready.',
        refused:
          'The system is currently undergoing maintenance. “%{name}” is being rebuilt; try again when it is ready.',
      },
      preview: {
        building:
          'The dataset is being built: its verifications are counted in the background. Its counts and size appear here when it is ready.',
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
