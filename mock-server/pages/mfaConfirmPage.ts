import type { Response } from 'express';
import { STORAGE_KEYS } from '../../src/contract/storageKeys';
import { html, sendPage } from '../http/html';

/** Only these nonces are accepted; anything else gets an error page (the value is never echoed into script). */
export const MFA_NONCE_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const MFA_REJECTED_MESSAGE = 'Second factor rejected';
export const MFA_EXPIRED_MESSAGE =
  'The confirmation request is unknown or has expired. Start the change again.';

/**
 * The second-factor confirmation window. Confirm posts the nonce (the guard's confirmation request) back to the
 * platform, which answers with the approval; the answer page writes `<nonce>:confirmed:<approval>` under the
 * portal's storage key and closes the window. Reject writes the MFA error. Values travel in escaped data
 * attributes; the one static script reads them (nothing is ever echoed into script).
 */
const SCRIPT = `
(function () {
  var body = document.body;
  function finish(key, value) {
    window.localStorage.setItem(key, value);
    window.close();
    document.getElementById('status').textContent = 'You can close this window.';
  }
  var result = body.getAttribute('data-result');
  var error = body.getAttribute('data-error');
  if (result) finish(${JSON.stringify(STORAGE_KEYS.confirmationResult)}, result);
  else if (error) finish(${JSON.stringify(STORAGE_KEYS.mfaError)}, error);
  var reject = document.getElementById('reject');
  if (reject)
    reject.addEventListener('click', function () {
      finish(${JSON.stringify(STORAGE_KEYS.mfaError)}, ${JSON.stringify(MFA_REJECTED_MESSAGE)});
    });
})();
`;

const TITLE = 'Confirm change · TrustDesk';

/** The question: what is to be confirmed (when the request is known), Reject or Confirm. */
export const sendMfaConfirmPage = (
  res: Response,
  nonce: string,
  change: { method: string; path: string } | null,
): void => {
  res.setHeader('X-Robots-Tag', 'noindex');
  sendPage(res, {
    title: TITLE,
    script: SCRIPT,
    data: { nonce },
    body: () =>
      html`<main data-role="mfa">
        <h1>Confirm this change</h1>
        <p class="lead">A change in the TrustDesk portal needs your confirmation.</p>
        ${change ? html`<p><code>${change.method} ${change.path}</code></p>` : html``}
        <form method="post">
          <input type="hidden" name="nonce" value="${nonce}" />
          <div class="actions">
            <button id="reject" type="button" class="secondary">Reject</button>
            <button id="confirm" type="submit">Confirm</button>
          </div>
        </form>
        <p id="status" role="status"></p>
      </main>`,
  });
};

/** The answer to Confirm: hands the outcome to the portal through its localStorage, then closes. */
export const sendMfaConfirmedPage = (
  res: Response,
  outcome: { result: string } | { error: string },
): void => {
  res.setHeader('X-Robots-Tag', 'noindex');
  sendPage(res, {
    title: TITLE,
    script: SCRIPT,
    status: 'error' in outcome ? 400 : 200,
    data: 'result' in outcome ? { result: outcome.result } : { error: outcome.error },
    body: () =>
      html`<main data-role="mfa">
        <h1>${'result' in outcome ? 'Change confirmed' : 'Confirmation failed'}</h1>
        <p class="lead">${'result' in outcome ? 'Return to the portal.' : outcome.error}</p>
        <p id="status" role="status"></p>
      </main>`,
  });
};
