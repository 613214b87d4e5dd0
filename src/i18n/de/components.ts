import type { components as en } from '../en/components';

/** German messages of the 'components' area. */
export const components = {
  components: {
    secureImage: {
      zoomIn: 'Vergrößern',
      zoomOut: 'Verkleinern',
      zoomLevel: '%{zoom} %',
      rotate: 'Drehen',
      tools: 'Bildwerkzeuge',
      defaultName: 'bild',
      alt: 'Bild',
      loading: 'Bild wird geladen…',
      loadError: 'Das Bild konnte nicht geladen werden.',
      download: '%{name} herunterladen',
      pdfDocument: 'PDF-Dokument %{name}',
    },
    percentChoice: {
      default: 'Standard',
      value: '%{value} %',
    },
    formField: {
      numberSize: 'Der Wert muss zwischen %{min} und %{max} liegen.',
    },
    imageUploader: {
      chooseFile: 'Datei auswählen',
      remove: 'Entfernen',
      resetToDefault: 'Auf Standard zurücksetzen',
      thumbnail: 'Bildvorschau',
      showingDefault: 'Standardbild',
      showingNew: 'Neues Bild, noch nicht gespeichert',
      showingSaved: 'Gespeichertes Bild',
      invalidFile: 'Dieser Dateityp wird nicht akzeptiert.',
      invalidSize: 'Die Datei darf höchstens %{maxMb} MB groß sein.',
    },
    cookieConsent: {
      label: 'Cookie-Einwilligung',
      text: 'Wir verwenden optionale Cookies, um zu verstehen, wie das Portal genutzt wird. Erlauben Sie diese?',
      yes: 'Ja',
      no: 'Nein',
      privacy: 'Datenschutzerklärung',
    },
    secondFactor: {
      title: 'Warten auf Bestätigung',
      text: 'Bestätigen Sie die Änderung im soeben geöffneten Fenster. Diese Seite fährt danach automatisch fort.',
    },
    serviceUnavailable: {
      title: 'Dienst nicht verfügbar',
    },
    serverDown: {
      text: 'Das Portal erreicht die Plattform nicht, daher kann gerade nichts geladen oder gespeichert werden. Was auf dieser Seite steht, bleibt erhalten, auch Ihre Eingaben, und das Portal macht von selbst weiter, sobald die Plattform wieder antwortet.',
      retry: 'Jetzt erneut versuchen',
    },
    listLoadError: {
      title: 'Diese Liste konnte nicht geladen werden.',
      retry: 'Erneut versuchen',
    },
    notificationDetails: {
      show: 'Details anzeigen',
      hide: 'Details ausblenden',
      id: 'ID',
      code: 'Code',
      message: 'Meldung',
      timestamp: 'Zeitpunkt (UTC)',
      error: 'Fehler',
      copy: 'Details kopieren',
      copied: 'Kopiert',
      copyFailed: 'Die Details konnten nicht kopiert werden.',
    },
    codeEditor: {
      line: 'Zeile %{line}',
      loading: 'Der Editor wird geladen…',
      phrases: {
        diagnostics: 'Probleme',
        noDiagnostics: 'Keine Probleme',
        close: 'Schließen',
        controlCharacter: 'Steuerzeichen',
        selectionDeleted: 'Auswahl gelöscht',
      },
    },
  },
} satisfies typeof en;
