/** English messages of the 'guard' area (src/guard: the dialog that confirms a protected change). */
export const guard = {
  guard: {
    dialog: {
      intro:
        'This is a protected change. Confirm it with your password and a security code from your authenticator app, and record why it is made. The reason and classification go to the audit log.',
      password: 'Password',
      passCode: 'Security code',
      passCodeHelp: 'The 6-digit code from your authenticator app',
      reason: 'Reason',
      reasonCounter: '%{count} / %{max} characters',
      classification: 'Classification',
      classificationPlaceholder: 'Choose a classification',
      classificationsLoading: 'Loading classifications…',
      classificationsFailed: 'The classifications could not be loaded.',
      classificationInvalid: 'Choose one of the listed classifications.',
      confirm: 'Confirm change',
      sending: 'Sending…',
    },
  },
};
