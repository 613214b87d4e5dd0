/**
 * Messages of spec sections 2, 4, 5 and 8, verbatim. Other areas live beside this file; `en/index.ts`
 * composes them into the one English catalogue, which is the type every other locale must satisfy.
 */
export const core = {
  app: {
    name: 'TrustDesk',
    tagline:
      'Identity verification, watchlist screening and fraud defence in one back office, so your compliance team can onboard good customers fast and stop bad actors early.',
    dialog: { ok: 'OK', cancel: 'Cancel', close: 'Close' },
    messages: {
      notFound:
        'Not found. The requested page might have been removed or moved to another destination.',
      unauthorized: "Unauthorized. You don't have the required permission to view this page.",
      serverDown: 'Server is down',
      serviceUnavailable: 'Service is currently unavailable. Please try again later.',
      maintenance: 'The system is currently undergoing maintenance.',
      noTenant: 'User is not assigned to any tenant',
      somethingWentWrong: 'Something went wrong!',
      mfaAuthError: 'MFA Authentication Error',
      mfaError: 'MFA error',
      mfaCancelled: 'Changes could not be saved as 2FA authentication was cancelled',
      featureFlagsUnavailable: 'Feature Flag config not available',
      pendingChanges:
        'You have pending changes that will be lost if you navigate away or refresh this page.',
      genericError: 'An unexpected error occurred. Please try again.',
      loading: 'Loading…',
      portalLoadFailed: 'The portal could not be loaded. Check your connection and try again.',
      tryAgain: 'Try again',
    },
    // The format hint inside an empty date input.
    dateInput: { placeholder: 'YYYY-MM-DD' },
    validation: {
      email: 'Wrong e-mail format!',
      format: 'Wrong format!',
      required: 'This field is required!',
      number: 'The value should be a number',
      digitsOnly: 'The value may only contain %{digits} digits',
      dateInPast: "The selected date can't be in the past.",
      dateOrder: 'The order of the dates is incorrect.',
      dateFormat: 'Dates should be in YYYY-MM-DD format.',
      incorrectInput: 'Incorrect input',
      missingOrInvalid: 'Missing value or invalid format',
      nonNegative: 'The value should be a non-negative number',
      min: 'Minimum allowed value is %{min}.',
      max: 'Maximum allowed value is %{max}.',
      maxLength: 'The value must not exceed %{max} characters.',
      readError: 'Error reading file',
      backend: 'Incorrect backend input',
    },
    errors: {
      TOKEN_INVALID: 'Your session has ended. Please sign in again.',
      INVALID_METHOD: 'This action is not supported.',
      ACCOUNT_DISABLED: 'This account is disabled.',
      ACCOUNT_EXPIRED: 'This account has expired.',
      ACCOUNT_LOCKED: 'This account is locked.',
      CREDENTIALS_EXPIRED: 'Your password has expired.',
      BAD_CREDENTIALS: 'Wrong e-mail or password.',
      WRONG_PASSWORD_ERROR: 'The password is wrong.',
      PASSWORD_REQUIRED_ERROR: 'The password is required.',
      SECURITY_CODE_REQUIRED_ERROR: 'The security code is required.',
      WRONG_SECURITYPASS_ERROR: 'The security code is wrong.',
      GUARD_LOCKED:
        'Too many wrong passwords or security codes. Protected changes are locked for %{smart_count} more minute. |||| Too many wrong passwords or security codes. Protected changes are locked for %{smart_count} more minutes.',
      SECOND_FACTOR_REQUIRED: 'This change must be confirmed in the second-factor window.',
      SECOND_FACTOR_INVALID:
        'The second-factor confirmation does not match this change or was already used. Confirm the change again.',
      NO_PUBLIC_ID_ERROR: 'The record has no public id.',
      DUPLICATE_ENTITY: 'A record with this value already exists.',
      NOT_FOUND:
        'Not found. The requested page might have been removed or moved to another destination.',
      ACCESS_DENIED: "Unauthorized. You don't have the required permission to view this page.",
      SERVICE_UNAVAILABLE: 'Service is currently unavailable. Please try again later.',
      MAINTENANCE: 'The system is currently undergoing maintenance.',
      VALIDATION_ERROR_CODE: 'Some values are not valid. Check the marked fields.',
      VERSION_CONFLICT:
        'This record was changed by %{changedBy} at %{changedAt}. Reload it and try again.',
      PAYLOAD_TOO_LARGE: 'The request is too large.',
      UNSUPPORTED_MEDIA_TYPE: 'The request has an unsupported content type.',
      UNREADABLE_REQUEST: 'The request could not be read.',
      NO_RESULT_FOUND: 'No result found.',
      ACTION_NOT_ALLOWED: 'This action is not allowed.',
      DATASET_MAINTENANCE: 'The system is currently undergoing maintenance.',
      DATASET_IN_USE:
        'This dataset is used by the experiments %{experiments}. Delete them first, or archive the dataset instead.',
      UNKNOWN_ERROR: 'An unknown error occurred.',
      DUPLICATED_RISK_SCORE: 'This risk score already exists.',
      FRAUD_ENTRY_NOT_OWNED:
        "This fraud entry belongs to another tenant. You can only read and change your own tenant's entries.",
      SETUP_REQUIRED:
        'Finish setting up your account (two-factor authentication and a new password) first.',
      IDEMPOTENCY_KEY_REUSED:
        'This save was already sent with other values. Reload the page and save again.',
      IDEMPOTENCY_KEY_IN_USE:
        'This save is still being processed. Wait a moment and check the result.',
      TOO_MANY_REQUESTS: 'Too many attempts. Wait a moment and try again.',
      IP_NOT_ALLOWED: "This address is not in the merchant's IP allow-list.",
      '1000': 'A client error occurred.',
      '1001': 'An unknown upstream error occurred.',
      '1002': 'An unknown upstream error occurred.',
      '1010': 'Server is down',
      '1011': 'The request could not be completed.',
      '1012': 'The request could not be completed.',
      generic: 'An unexpected error occurred. Please try again.',
    },
  },
};
