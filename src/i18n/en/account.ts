/** English messages of the public account pages (verification-key flows of spec section 7; no sign-in). */
export const account = {
  account: {
    backToLogin: 'Back to sign-in',
    checking: 'Checking your link…',
    unknownKey: 'This link is not valid. It may have been used already or mistyped.',
    expiredKey: 'This link has expired. Ask for a new one.',
    wrongPurpose: 'This link is meant for another step.',
    missingKey: 'The link is incomplete: it has no key.',
    password: 'New password',
    passwordRepeat: 'Repeat the password',
    passwordRule:
      'At least 10 characters, with an upper-case letter, a lower-case letter, a digit and a symbol.',
    passwordWeak: 'The password does not meet the rule.',
    passwordMismatch: 'The passwords do not match.',
    activation: {
      title: 'Activate your account',
      greeting: 'Welcome, %{name}. Set a password for %{email} to activate your account.',
      submit: 'Activate account',
      done: 'Your account is active. You can now sign in.',
    },
    forgotPassword: {
      title: 'Forgot your password?',
      intro:
        'Enter your e-mail address. If an account exists, we send a link to reset the password.',
      email: 'E-mail',
      submit: 'Send link',
      done: 'If an account exists for %{email}, a reset link is on its way.',
      link: 'Forgot your password?',
    },
    resetPassword: {
      title: 'Choose a new password',
      greeting: 'Set a new password for %{email}.',
      submit: 'Save password',
      done: 'Your password is changed. You can now sign in.',
    },
    verifyEmail: {
      title: 'Verify your e-mail address',
      greeting: 'Confirm that %{email} is your e-mail address.',
      submit: 'Confirm e-mail address',
      done: 'Thank you. Your e-mail address is verified.',
    },
  },
};
