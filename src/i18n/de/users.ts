import type { users as english } from '../en/users';

/** Deutsche Texte der Benutzerverwaltung. */
export const users = {
  resources: {
    users: {
      name: 'Benutzer |||| Benutzer',
      fields: {
        id: 'ID',
        userName: 'Benutzername',
        firstName: 'Vorname',
        lastName: 'Nachname',
        email: 'E-Mail',
        status: 'Status',
        accountStatus: 'Kontostatus',
        registrationDate: 'Registriert',
        intruderLockOutUntil: 'Sperre',
        twoFactorEnabled: 'Zwei-Faktor',
        roles: 'Rollen',
        permissions: 'Berechtigungen',
        tenantId: 'Mandant',
        tenantName: 'Mandant',
        groupId: 'Gruppe',
        q: 'Name oder E-Mail suchen',
        invitationPending: 'Einladung',
        emailVerified: 'E-Mail bestätigt',
        updatedAt: 'Zuletzt geändert',
        updatedBy: 'Geändert von',
        version: 'Version',
      },
      status: {
        ACTIVE: 'Aktiviert',
        DEACTIVATED: 'Deaktiviert',
        EXPIRED: 'Abgelaufen',
        LOCKED: 'Gesperrt',
        UNLOCKED: 'Entsperrt',
      },
      twoFactor: { on: 'Eingerichtet', off: 'Nicht eingerichtet' },
      lockedUntil: 'Gesperrt bis %{time}',
      notLocked: 'Nicht gesperrt',
      invitationPending: 'Offen (noch nicht aktiviert)',
      invitationAccepted: 'Angenommen',
      verified: 'bestätigt',
      notVerified: 'nicht bestätigt',
      empty: 'Keine passenden Benutzer',
      otherTenantReadOnly:
        'Die Benutzer von %{tenant} werden nur zur Ansicht angezeigt. Um sie zu verwalten, wählen Sie bei der Anmeldung %{tenant}.',
      emptyHint: 'Ändern Sie die Suche oder die Filter, oder laden Sie einen neuen Benutzer ein.',
      exportFile: 'benutzer',
      sections: {
        identity: 'Identität',
        account: 'Konto',
        access: 'Rollen und Berechtigungen',
      },
      noPermissions: 'Keine Berechtigungen',
      ownAccountHint: 'Das ist Ihr eigenes Konto. Vorgänge darauf sind hier nicht verfügbar.',
      invite: {
        button: 'Benutzer einladen',
        title: 'Benutzer einladen',
        hint: 'Die Person erhält eine Einladung, ein Passwort festzulegen und das Konto zu aktivieren.',
        done: 'Einladung an %{email} gesendet.',
        rolesHint: 'Angeboten werden nur Rollen, die Sie vergeben dürfen.',
      },
      edit: { title: '%{name} bearbeiten', done: 'Der Benutzer ist gespeichert.' },
      guard: {
        updateTitle: 'Anmeldenamen oder Rollen ändern',
        updateDescription:
          'Sie ändern die E-Mail-Adresse (den Anmeldenamen) oder die Rollen von %{name}.',
        rolesTitle: 'Rollen ändern',
        rolesDescription: 'Sie ändern die Rollen von %{name}.',
      },
      operations: {
        title: 'Vorgänge',
        activate: {
          button: 'Aktivieren',
          confirmTitle: '%{name} aktivieren?',
          confirmContent: 'Der Benutzer kann sich wieder anmelden.',
          done: '%{name} ist aktiviert.',
        },
        deactivate: {
          button: 'Deaktivieren',
          confirmTitle: '%{name} deaktivieren?',
          confirmContent:
            'Der Benutzer kann sich nicht mehr anmelden; offene Sitzungen enden sofort.',
          done: '%{name} ist deaktiviert.',
        },
        resendInvitation: {
          button: 'Einladung erneut senden',
          confirmTitle: 'Einladung an %{name} erneut senden?',
          confirmContent:
            'Ein neuer Aktivierungslink geht an %{email}; frühere Links verlieren ihre Gültigkeit.',
          done: 'Die Einladung wurde erneut an %{email} gesendet.',
        },
        unlock: {
          button: 'Entsperren',
          confirmTitle: '%{name} entsperren?',
          confirmContent: 'Die Sperre endet und der Benutzer kann sich wieder anmelden.',
          done: '%{name} ist entsperrt.',
        },
        resetTwoFactor: {
          button: 'Zwei-Faktor zurücksetzen',
          confirmTitle: 'Zwei-Faktor-Authentifizierung von %{name} zurücksetzen?',
          confirmContent:
            'Der bisherige Authenticator funktioniert nicht mehr; bei der nächsten Anmeldung wird Zwei-Faktor neu eingerichtet.',
          done: 'Die Zwei-Faktor-Authentifizierung von %{name} ist zurückgesetzt.',
        },
        expireSessions: {
          button: 'Sitzungen beenden',
          confirmTitle: 'Alle Sitzungen von %{name} beenden?',
          confirmContent: 'Jede offene Sitzung des Benutzers endet sofort.',
          done: 'Alle Sitzungen von %{name} sind beendet.',
        },
        editRoles: {
          button: 'Rollen bearbeiten',
          title: 'Rollen von %{name} bearbeiten',
          confirm: 'Rollen speichern',
          done: 'Die Rollen von %{name} sind gespeichert.',
          atLeastOne: 'Wählen Sie mindestens eine Rolle.',
        },
      },
      bulk: {
        selectAllMatching: 'Alle %{total} passenden Benutzer auswählen',
        allMatchingSelected: 'Alle %{total} passenden Benutzer sind ausgewählt.',
        pageSelected: 'Alle %{count} Benutzer dieser Seite sind ausgewählt.',
        clearSelection: 'Auswahl aufheben',
        activate: 'Aktivieren',
        deactivate: 'Deaktivieren',
        download: 'CSV herunterladen',
        confirmActivateTitle:
          '%{smart_count} Benutzer aktivieren? |||| %{smart_count} Benutzer aktivieren?',
        confirmDeactivateTitle:
          '%{smart_count} Benutzer deaktivieren? |||| %{smart_count} Benutzer deaktivieren?',
        confirmContent: 'Jeder Benutzer wird einzeln behandelt; das Ergebnis nennt jeden Fehler.',
        resultTitle: 'Ergebnis',
        resultSummary: '%{succeeded} erfolgreich, %{failed} fehlgeschlagen.',
        failuresHeading: 'Diese Benutzer wurden nicht geändert:',
        allSucceeded: 'Alle Benutzer wurden geändert.',
        downloadFailures: 'Diese Benutzer konnten nicht exportiert werden:',
        reasons: {
          OWN_ACCOUNT: 'Ihr eigenes Konto',
          NO_PERMISSION: 'Keine Berechtigung, diesen Benutzer zu verwalten',
          ACTION_NOT_ALLOWED: 'Im aktuellen Zustand nicht möglich',
          NOT_FOUND: 'Nicht gefunden',
          ACCESS_DENIED: 'Keine Berechtigung',
        },
        unknownUser: 'Unbekannter Benutzer (%{id})',
      },
      errors: {
        ownAccount: 'Diesen Vorgang können Sie nicht auf Ihr eigenes Konto anwenden.',
        duplicateEmail: 'Es gibt bereits einen Benutzer mit dieser E-Mail-Adresse.',
      },
    },
  },
} satisfies typeof english;
