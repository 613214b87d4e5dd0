/** English messages of the users CSV import (`resources.users-import.*`). */
export const usersImport = {
  resources: {
    'users-import': {
      open: 'Import CSV',
      title: 'Import users from a CSV file',
      chooseAnother: 'Choose another file',
      choose: {
        intro:
          'The file needs a header row with these columns. Nothing is created until you have reviewed the check and confirmed.',
        columnHelp: {
          email: 'e-mail address (required, must not be registered yet)',
          firstName: 'first name (required)',
          lastName: 'last name (required)',
          roles:
            'roles separated by semicolons, as codes (ROLE_SUPPORT_AGENT) or readable names (Support agent)',
          groups: 'optional: group names of this tenant, separated by semicolons',
        },
        button: 'Choose CSV file',
        notCsv: 'Please choose a CSV file (.csv).',
        tooLarge: 'The file is larger than %{max} MB.',
        empty: 'The file has no data rows below the header.',
      },
      progress: {
        parsing: 'Reading the file… %{rows} rows so far',
        checking: 'Checking the rows with the server… %{done} of %{total}',
        committing: 'Creating users… %{done} of %{total} rows sent',
      },
      review: {
        summary: '%{total} rows checked: %{valid} valid, %{invalid} with errors.',
        showErrors: 'Rows with errors (%{smart_count})',
        showAll: 'All rows (%{smart_count})',
        tableLabel: 'Rows of the file and their problems',
        noErrors: 'No row has an error.',
        rowValid: 'Valid',
        rowInvalid: 'Error',
        missingColumns: 'The header lacks required columns: %{columns}. Every row is rejected.',
        unknownColumns: 'These columns are not known and will be ignored: %{columns}.',
        truncated: 'The file has more than %{max} rows; only the first %{max} were read.',
        downloadReport: 'Download error report',
        reportFile: 'users-import-errors',
        validRowsOnly:
          'Import only the %{valid} valid rows and skip the %{invalid} rows with errors',
        blocked:
          'Rows with errors block the import. Fix them in the file and choose it again, or tick “Import only the valid rows”.',
        nothingValid: 'No row can be imported. Fix the file and choose it again.',
        commit: 'Import %{smart_count} user |||| Import %{smart_count} users',
      },
      done: {
        created:
          '%{smart_count} user was created and invited. |||| %{smart_count} users were created and invited.',
        rejected:
          'The server rejected %{smart_count} row on the final check (for example, registered meanwhile). |||| The server rejected %{smart_count} rows on the final check (for example, registered meanwhile).',
      },
      columns: {
        rowNumber: 'Row',
        status: 'Status',
        email: 'E-mail',
        firstName: 'First name',
        lastName: 'Last name',
        roles: 'Roles',
        groups: 'Groups',
        problems: 'Problems',
      },
      errors: {
        MISSING_COLUMN: '%{field}: the column is missing',
        REQUIRED: '%{field}: a value is required',
        TOO_LONG: '%{field}: the value is too long',
        FORMULA_CELL:
          '%{field}: starts with =, +, -, @, a tab or a line break (a spreadsheet formula); not accepted',
        INVALID_EMAIL: '%{field}: Wrong e-mail format!',
        UNKNOWN_ROLE: '%{field}: unknown role “%{value}”',
        DUPLICATE_IN_FILE: '%{field}: the same address is already in row %{value}',
        DUPLICATE_EXISTING: '%{field}: a user with this address already exists',
        UNKNOWN_GROUP: '%{field}: no group “%{value}” in this tenant',
        ROLE_NOT_ALLOWED: '%{field}: you may not grant the role %{value}',
      },
    },
  },
};
