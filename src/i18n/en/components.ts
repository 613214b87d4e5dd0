/**
 * English messages of the 'components' area (shared UI building blocks in src/components).
 * Validation texts of spec section 5 stay in core.ts under `app.validation.*`; only component chrome lives here.
 */
export const components = {
  components: {
    secureImage: {
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      zoomLevel: '%{zoom} %',
      rotate: 'Rotate',
      tools: 'Image tools',
      defaultName: 'image',
      alt: 'Image',
      loading: 'Loading image…',
      loadError: 'The image could not be loaded.',
      download: 'Download %{name}',
      pdfDocument: 'PDF document %{name}',
    },
    percentChoice: {
      default: 'Default',
      value: '%{value} %',
    },
    formField: {
      numberSize: 'The value must be between %{min} and %{max}.',
    },
    imageUploader: {
      chooseFile: 'Choose file',
      remove: 'Remove',
      resetToDefault: 'Reset to default',
      thumbnail: 'Image preview',
      showingDefault: 'Default image',
      showingNew: 'New image, not saved yet',
      showingSaved: 'Saved image',
      invalidFile: 'This file type is not accepted.',
      invalidSize: 'The file must not be larger than %{maxMb} MB.',
    },
    cookieConsent: {
      label: 'Cookie consent',
      text: 'We use optional cookies to understand how the portal is used. Do you allow them?',
      yes: 'Yes',
      no: 'No',
      privacy: 'Privacy policy',
    },
    secondFactor: {
      title: 'Waiting for confirmation',
      text: 'Confirm the change in the window that has just opened. This page continues once you are done.',
    },
    serviceUnavailable: {
      title: 'Service unavailable',
    },
    serverDown: {
      text: 'The portal cannot reach the platform, so nothing can be loaded or saved right now. What is on this page stays as it is, including anything you typed, and the portal carries on by itself as soon as the platform answers again.',
      retry: 'Try again now',
    },
    listLoadError: {
      title: 'This list could not be loaded.',
      retry: 'Try again',
    },
    notificationDetails: {
      show: 'Show details',
      hide: 'Hide details',
      id: 'ID',
      code: 'Code',
      message: 'Message',
      timestamp: 'Time (UTC)',
      error: 'Error',
      copy: 'Copy details',
      copied: 'Copied',
      copyFailed: 'The details could not be copied.',
    },
    codeEditor: {
      line: 'Line %{line}',
      loading: 'Loading the editor…',
      phrases: {
        diagnostics: 'Problems',
        noDiagnostics: 'No problems',
        close: 'Close',
        controlCharacter: 'Control character',
        selectionDeleted: 'Selection deleted',
      },
    },
  },
};
