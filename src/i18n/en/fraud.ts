/** English messages of the fraud database: entries, their fuzzy matches and the duplicate check. */
const subjectFields = {
  kind: 'Kind',
  label: 'Subject',
  fullName: 'Full name',
  dateOfBirth: 'Date of birth',
  nationality: 'Nationality',
  documentType: 'Document type',
  documentNumber: 'Document number',
  issuingCountry: 'Issuing country',
  email: 'E-mail',
  phone: 'Phone',
  deviceId: 'Device ID',
  iban: 'IBAN',
};

const kinds = {
  PERSON: 'Person',
  DOCUMENT: 'Document',
  EMAIL: 'E-mail',
  PHONE: 'Phone',
  DEVICE: 'Device',
  IBAN: 'IBAN',
};

const features = {
  name: 'Name',
  dateOfBirth: 'Date of birth',
  documentNumber: 'Document number',
  country: 'Country',
  email: 'E-mail',
  phone: 'Phone',
  deviceId: 'Device',
  iban: 'IBAN',
};

const outcomes = {
  EXACT: 'Same',
  TOKEN_ORDER: 'Same words, other order',
  FUZZY: 'Similar spelling',
  PHONETIC: 'Sounds alike',
  TRANSPOSED: 'Day and month swapped',
  YEAR_ONLY: 'Same year only',
  MISMATCH: 'Different',
};

const stamp = {
  createdAt: 'Created',
  createdBy: 'Created by',
  updatedAt: 'Last changed',
  updatedBy: 'Last changed by',
  version: 'Version',
  id: 'ID',
};

export const fraud = {
  resources: {
    'fraud-entries': {
      name: 'Fraud entry |||| Fraud database',
      fields: {
        ...subjectFields,
        ...stamp,
        reason: 'Reason',
        source: 'Source',
        verificationId: 'Originating verification',
        status: 'Status',
        matchCount: 'Matches',
        createdFrom: 'Created from',
        createdTo: 'Created to',
      },
      choices: {
        kind: kinds,
        status: { NEW: 'New', FRAUD: 'Fraud', APPROVED: 'Approved' },
        source: {
          MANUAL: 'Entered by hand',
          CSV: 'CSV import',
          VERIFICATION: 'Verification decision',
        },
        documentType: {
          PASSPORT: 'Passport',
          ID_CARD: 'ID card',
          DRIVING_LICENSE: 'Driving licence',
          RESIDENCE_PERMIT: 'Residence permit',
        },
      },
      sections: {
        entry: 'Entry',
        person: 'Person',
        document: 'Document',
        contact: 'Contact, device and account',
      },
      help: {
        phone: 'International format with the country code, e.g. +41446681800.',
        iban: 'Spaces are allowed; the check digits are verified.',
      },
      errors: {
        REQUIRED_FOR_KIND: 'This field is required for this kind of entry.',
        DOCUMENT_NUMBER_FORMAT: 'This is not a valid number for this type of document.',
        PHONE_FORMAT: 'Enter the number in international format, e.g. +41446681800.',
        IBAN_CHECKSUM:
          'This IBAN is not valid: check the country, the length and the check digits.',
        BIRTH_DATE_FUTURE: "The date of birth can't be in the future.",
        duplicate: {
          fullName: 'This person is already in the fraud database.',
          documentNumber: 'This document is already in the fraud database.',
          email: 'This e-mail address is already in the fraud database.',
          phone: 'This phone number is already in the fraud database.',
          deviceId: 'This device is already in the fraud database.',
          iban: 'This IBAN is already in the fraud database.',
        },
      },
      actions: {
        markFraud: {
          label: 'Mark as fraud',
          confirmTitle: 'Mark “%{name}” as fraud?',
          confirm: 'New verifications matching this entry will be flagged as known fraud.',
          confirmButton: 'Mark as fraud',
          done: 'The entry is marked as fraud.',
        },
        approve: {
          label: 'Approve',
          confirmTitle: 'Approve “%{name}”?',
          confirm: 'The subject is known to be genuine; matches are shown as approved.',
          confirmButton: 'Approve',
          done: 'The entry is approved.',
        },
        reopen: {
          label: 'Reopen',
          confirmTitle: 'Reopen “%{name}”?',
          confirm:
            'The verdict is withdrawn and the entry is new again. This is recorded in the audit log.',
          confirmButton: 'Reopen',
          done: 'The entry is new again.',
        },
      },
      collisions: {
        title: 'Possible duplicates',
        checking: 'Looking for similar entries…',
        none: 'No similar entry in the fraud database.',
        intro:
          'These entries look like the subject you are entering. Open one to compare before saving.',
        same: 'Same subject: saving would be refused',
        score: 'Score %{score}',
        open: 'Open %{name}',
        failed:
          'The duplicate check is not available right now. Saving still checks for duplicates.',
      },
      duplicateOf: 'Already in the fraud database as “%{name}”.',
      matchesTitle: 'Matched verifications',
      matchesEmpty: 'No verification has matched this entry.',
      empty: 'The fraud database of this tenant is empty.',
      emptyHint: 'Add a subject known to be fraudulent, or known to be genuine.',
      exportFile: 'fraud-entries.csv',
    },
    'fraud-matches': {
      name: 'Fuzzy match |||| Fuzzy matches',
      fields: {
        ...stamp,
        entryId: 'Fraud entry',
        entryLabel: 'Fraud entry',
        entryKind: 'Entry kind',
        verificationId: 'Verification',
        verificationPublicId: 'Verification',
        verificationName: 'Verified person',
        score: 'Score',
        scoreMin: 'Score from',
        scoreMax: 'Score to',
        matchedOn: 'Matched on',
        status: 'Review',
        features: 'Comparison',
        createdFrom: 'Created from',
        createdTo: 'Created to',
      },
      choices: {
        entryKind: kinds,
        matchedOn: features,
        status: {
          OPEN: 'Open',
          APPROVED: 'Approved (not the same)',
          FRAUD: 'Fraud',
          EXCLUDED: 'Excluded',
        },
      },
      sections: { match: 'Match', pair: 'Verification and entry' },
      comparison: {
        title: 'Why these match',
        feature: 'Attribute',
        verification: 'Verification',
        entry: 'Fraud entry',
        outcome: 'Comparison',
        score: 'Score',
        features,
        outcomes,
      },
      actions: {
        approve: { label: 'Not the same', done: 'The match is approved: not the same subject.' },
        markFraud: {
          label: 'Mark as fraud',
          confirmTitle: 'Mark this match as fraud?',
          confirm: 'The verified person is recorded as the known fraud subject “%{name}”.',
          confirmButton: 'Mark as fraud',
          done: 'The match is marked as fraud.',
        },
        exclude: {
          label: 'Exclude',
          confirmTitle: 'Exclude this pair?',
          confirm: 'This verification and “%{name}” will never be matched again.',
          confirmButton: 'Exclude',
          done: 'The pair is excluded.',
        },
        bulkApprove: { label: 'Not the same', done: 'The selected matches are approved.' },
        bulkMarkFraud: {
          label: 'Mark as fraud',
          confirmTitle: 'Mark the selected matches as fraud?',
          confirm: 'Every selected verification is recorded as its entry’s known fraud subject.',
          confirmButton: 'Mark as fraud',
          done: 'The selected matches are marked as fraud.',
        },
        bulkExclude: {
          label: 'Exclude',
          confirmTitle: 'Exclude the selected pairs?',
          confirm: 'These verifications and entries will never be matched again.',
          confirmButton: 'Exclude',
          done: 'The selected pairs are excluded.',
        },
      },
      empty: 'No fuzzy matches.',
      emptyHint: 'Every new verification is checked against the fraud database; matches show here.',
      exportFile: 'fraud-matches.csv',
    },
  },
};
