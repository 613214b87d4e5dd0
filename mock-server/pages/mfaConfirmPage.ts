import type { Response } from 'express';
import { STORAGE_KEYS } from '../../src/contract/storageKeys';
import { html, sendPage } from '../http/html';

/** Only these nonces are accepted; anything else gets an error page (the value is never echoed into script). */
export const MFA_NONCE_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const MFA_REJECTED_MESSAGE = 'Second factor rejected';

/**
 * The second-factor confirmation window. The nonce travels in an escaped data attribute; the static script reads
 * it and writes the result under the portal's storage keys, then closes the window.
 */
const SCRIPT = `
(function () {
  var nonce = document.body.getAttribute('data-nonce');
  function finish(key, value) {
    window.localStorage.setItem(key, value);
    window.close();
    document.getElementById('status').textContent = 'You can close this window.';
  }
  document.getElementById('confirm').addEventListener('click', function () {
    finish(${JSON.stringify(STORAGE_KEYS.confirmationResult)}, nonce + ':confirmed');
  });
  document.getElementById('reject').addEventListener('click', function () {
    finish(${JSON.stringify(STORAGE_KEYS.mfaError)}, ${JSON.stringify(MFA_REJECTED_MESSAGE)});
  });
})();
`;

export const sendMfaConfirmPage = (res: Response, nonce: string): void => {
  res.setHeader('X-Robots-Tag', 'noindex');
  sendPage(res, {
    title: 'Confirm change · TrustDesk',
    script: SCRIPT,
    data: { nonce },
    body: () =>
      html`<main data-role="mfa">
        <h1>Confirm this change</h1>
        <p class="lead">A change in the TrustDesk portal needs your confirmation.</p>
        <div class="actions">
          <button id="reject" type="button" class="secondary">Reject</button>
          <button id="confirm" type="button">Confirm</button>
        </div>
        <p id="status" role="status"></p>
      </main>`,
  });
};
