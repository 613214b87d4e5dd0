import type { core as enCore } from '../en/core';

export const core = {
  app: {
    name: 'TrustDesk',
    tagline:
      'Identitätsprüfung, Sanktionslisten-Screening und Betrugsabwehr in einem Back Office, damit Ihr Compliance-Team gute Kunden schnell aufnimmt und Betrüger früh stoppt.',
    dialog: { ok: 'OK', cancel: 'Abbrechen', close: 'Schließen' },
    messages: {
      notFound:
        'Nicht gefunden. Die angeforderte Seite wurde möglicherweise entfernt oder an einen anderen Ort verschoben.',
      unauthorized:
        'Nicht berechtigt. Ihnen fehlt die erforderliche Berechtigung, um diese Seite anzuzeigen.',
      serverDown: 'Der Server ist nicht erreichbar',
      serviceUnavailable:
        'Der Dienst ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
      maintenance: 'Das System wird derzeit gewartet.',
      noTenant: 'Der Benutzer ist keinem Mandanten zugeordnet',
      somethingWentWrong: 'Etwas ist schiefgelaufen!',
      mfaAuthError: 'MFA-Authentifizierungsfehler',
      mfaError: 'MFA-Fehler',
      mfaCancelled:
        'Die Änderungen konnten nicht gespeichert werden, da die 2FA-Authentifizierung abgebrochen wurde',
      featureFlagsUnavailable: 'Feature-Flag-Konfiguration nicht verfügbar',
      pendingChanges:
        'Sie haben ungespeicherte Änderungen, die verloren gehen, wenn Sie die Seite verlassen oder neu laden.',
      genericError: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
      loading: 'Wird geladen …',
      portalLoadFailed:
        'Das Portal konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.',
      tryAgain: 'Erneut versuchen',
    },
    // The format hint inside an empty date input.
    dateInput: { placeholder: 'JJJJ-MM-TT' },
    validation: {
      email: 'Falsches E-Mail-Format!',
      format: 'Falsches Format!',
      required: 'Dieses Feld ist erforderlich!',
      number: 'Der Wert muss eine Zahl sein',
      digitsOnly: 'Der Wert darf nur %{digits} Ziffern enthalten',
      dateInPast: 'Das gewählte Datum darf nicht in der Vergangenheit liegen.',
      dateOrder: 'Die Reihenfolge der Daten ist falsch.',
      dateFormat: 'Daten müssen im Format JJJJ-MM-TT angegeben werden.',
      incorrectInput: 'Ungültige Eingabe',
      missingOrInvalid: 'Fehlender Wert oder ungültiges Format',
      nonNegative: 'Der Wert muss eine nicht negative Zahl sein',
      min: 'Der kleinste zulässige Wert ist %{min}.',
      max: 'Der größte zulässige Wert ist %{max}.',
      maxLength: 'Der Wert darf höchstens %{max} Zeichen lang sein.',
      readError: 'Fehler beim Lesen der Datei',
      backend: 'Ungültige Eingabe laut Server',
    },
    errors: {
      TOKEN_INVALID: 'Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.',
      INVALID_METHOD: 'Diese Aktion wird nicht unterstützt.',
      ACCOUNT_DISABLED: 'Dieses Konto ist deaktiviert.',
      ACCOUNT_EXPIRED: 'Dieses Konto ist abgelaufen.',
      ACCOUNT_LOCKED: 'Dieses Konto ist gesperrt.',
      CREDENTIALS_EXPIRED: 'Ihr Passwort ist abgelaufen.',
      BAD_CREDENTIALS: 'Falsche E-Mail-Adresse oder falsches Passwort.',
      WRONG_PASSWORD_ERROR: 'Das Passwort ist falsch.',
      PASSWORD_REQUIRED_ERROR: 'Das Passwort ist erforderlich.',
      SECURITY_CODE_REQUIRED_ERROR: 'Der Sicherheitscode ist erforderlich.',
      WRONG_SECURITYPASS_ERROR: 'Der Sicherheitscode ist falsch.',
      GUARD_LOCKED:
        'Zu viele falsche Passwörter oder Sicherheitscodes. Geschützte Änderungen sind noch %{smart_count} Minute gesperrt. |||| Zu viele falsche Passwörter oder Sicherheitscodes. Geschützte Änderungen sind noch %{smart_count} Minuten gesperrt.',
      SECOND_FACTOR_REQUIRED:
        'Diese Änderung muss im Fenster für den zweiten Faktor bestätigt werden.',
      SECOND_FACTOR_INVALID:
        'Die Bestätigung des zweiten Faktors passt nicht zu dieser Änderung oder wurde bereits verwendet. Bestätigen Sie die Änderung erneut.',
      NO_PUBLIC_ID_ERROR: 'Der Datensatz hat keine öffentliche ID.',
      DUPLICATE_ENTITY: 'Ein Datensatz mit diesem Wert existiert bereits.',
      NOT_FOUND:
        'Nicht gefunden. Die angeforderte Seite wurde möglicherweise entfernt oder an einen anderen Ort verschoben.',
      ACCESS_DENIED:
        'Nicht berechtigt. Ihnen fehlt die erforderliche Berechtigung, um diese Seite anzuzeigen.',
      SERVICE_UNAVAILABLE:
        'Der Dienst ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
      MAINTENANCE: 'Das System wird derzeit gewartet.',
      VALIDATION_ERROR_CODE: 'Einige Werte sind ungültig. Prüfen Sie die markierten Felder.',
      VERSION_CONFLICT:
        'Dieser Datensatz wurde von %{changedBy} um %{changedAt} geändert. Laden Sie ihn neu und versuchen Sie es erneut.',
      PAYLOAD_TOO_LARGE: 'Die Anfrage ist zu groß.',
      UNSUPPORTED_MEDIA_TYPE: 'Die Anfrage hat einen nicht unterstützten Inhaltstyp.',
      UNREADABLE_REQUEST: 'Die Anfrage konnte nicht gelesen werden.',
      NO_RESULT_FOUND: 'Kein Ergebnis gefunden.',
      ACTION_NOT_ALLOWED: 'Diese Aktion ist nicht erlaubt.',
      DATASET_MAINTENANCE: 'Das System wird derzeit gewartet.',
      DATASET_IN_USE:
        'Dieser Datensatz wird von den Experimenten %{experiments} verwendet. Löschen Sie diese zuerst oder archivieren Sie den Datensatz.',
      UNKNOWN_ERROR: 'Ein unbekannter Fehler ist aufgetreten.',
      DUPLICATED_RISK_SCORE: 'Dieser Risikowert existiert bereits.',
      FRAUD_ENTRY_NOT_OWNED:
        'Dieser Betrugseintrag gehört zu einem anderen Mandanten. Sie können nur die Einträge Ihres eigenen Mandanten lesen und ändern.',
      SETUP_REQUIRED:
        'Schließen Sie zuerst die Einrichtung Ihres Kontos ab (Zwei-Faktor-Authentifizierung und ein neues Passwort).',
      IDEMPOTENCY_KEY_REUSED:
        'Diese Speicherung wurde bereits mit anderen Werten gesendet. Laden Sie die Seite neu und speichern Sie erneut.',
      IDEMPOTENCY_KEY_IN_USE:
        'Diese Speicherung wird noch verarbeitet. Warten Sie einen Moment und prüfen Sie das Ergebnis.',
      TOO_MANY_REQUESTS: 'Zu viele Versuche. Warten Sie einen Moment und versuchen Sie es erneut.',
      IP_NOT_ALLOWED: 'Diese Adresse steht nicht in der IP-Freigabeliste des Händlers.',
      '1000': 'Ein Client-Fehler ist aufgetreten.',
      '1001': 'Ein unbekannter Fehler im Backend ist aufgetreten.',
      '1002': 'Ein unbekannter Fehler im Backend ist aufgetreten.',
      '1010': 'Der Server ist nicht erreichbar',
      '1011': 'Die Anfrage konnte nicht abgeschlossen werden.',
      '1012': 'Die Anfrage konnte nicht abgeschlossen werden.',
      generic: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    },
  },
} satisfies typeof enCore;
