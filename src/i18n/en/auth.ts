/** English messages of the 'auth' area: sign-in, tenant choice, first-login setup. */
export const auth = {
  app: {
    auth: {
      notFound: {
        title: 'Page not found',
        signIn: 'Sign in',
      },
      login: {
        title: 'Sign in to the compliance back office',
        busy: 'Signing you in…',
        redirecting: 'Taking you to the sign-in page…',
        marketingTitle: 'Know your users. Trust every interaction.',
        marketingIdentity: 'Verify identities and documents in minutes, not days.',
        marketingScreening: 'Screen customers against watchlists and spot risk early.',
        marketingFraud: 'Fight fraud with one view of every verification and transaction.',
        signedInAs: 'Signed in as %{email}',
        tenantTitle: 'Select the tenant you want to work in',
        tenantLabel: 'Tenant',
        tenantSearchHint: 'Type to search; at most %{limit} tenants are listed.',
        noTenantMatch: 'No matching tenant',
        continue: 'Continue',
        back: 'Back to sign-in',
        badRedirect: 'The tenant address does not belong to this portal.',
        stateMismatch:
          'This sign-in was not started in this browser tab, so it was stopped. Please sign in again.',
        accountBlocked: {
          ACCOUNT_DISABLED:
            'Your account has been deactivated, so you are signed out. Contact your administrator.',
          ACCOUNT_LOCKED:
            'Your account is locked, so you are signed out. Contact your administrator or try again later.',
          ACCOUNT_EXPIRED:
            'Your account has expired, so you are signed out. Contact your administrator.',
        },
      },
      footer: {
        copyright: '© %{year} TrustDesk. All rights reserved.',
        terms: 'Terms',
        privacy: 'Privacy',
      },
      init: { busy: 'Completing sign-in…' },
      signedInAgain: {
        title: 'You are signed in again',
        message:
          'Go back to the window with your changes and save them. This window can be closed.',
        close: 'Close this window',
        open: 'Open the portal',
      },
      twoFactor: {
        title: 'Set up two-factor authentication',
        intro:
          'Scan this QR code with your authenticator app, then enter the 6-digit code it shows.',
        qrLabel: 'QR code for your authenticator app',
        secretLabel: 'Cannot scan? Enter this key manually:',
        codeLabel: '6-digit code',
        codeInvalid: 'Enter the 6-digit code from your authenticator app.',
        confirm: 'Confirm',
      },
      password: {
        title: 'Choose a new password',
        intro: 'Your password must be changed before you continue.',
        rule: 'At least 10 characters with an upper-case letter, a lower-case letter, a digit and a symbol.',
        newPassword: 'New password',
        confirmPassword: 'Confirm new password',
        mismatch: 'The passwords do not match.',
        submit: 'Save password',
      },
    },
  },
};
