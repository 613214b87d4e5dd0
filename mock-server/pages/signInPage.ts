import type { Response } from 'express';
import { html, raw, sendPage } from '../http/html';

export interface SignInPageModel {
  returnUrl: string;
  /** The portal's sign-in state, carried back to it unchanged (absent when the portal sent none). */
  state: string | null;
  /** The form's CSRF token (auth/signInCsrf.ts). */
  csrfToken: string;
  email?: string;
  error?: string;
  portalOrigin: string;
  /** 403 for a form refused by its CSRF check; 200 otherwise. */
  status?: number;
}

/** The mock identity provider's sign-in form. Every echoed value is escaped by the `html` template. */
export const sendSignInPage = (res: Response, model: SignInPageModel): void =>
  sendPage(res, {
    title: 'Sign in · TrustDesk',
    formTargets: [model.portalOrigin],
    status: model.status,
    body: () =>
      html`<main>
        <h1>Sign in</h1>
        <p class="lead">TrustDesk back office</p>
        ${model.error ? html`<p class="error" role="alert">${model.error}</p>` : raw('')}
        <form method="post" action="/api/sso/sign-in" autocomplete="on">
          <input type="hidden" name="returnUrl" value="${model.returnUrl}" />
          <input type="hidden" name="csrf" value="${model.csrfToken}" />
          ${model.state ? html`<input type="hidden" name="state" value="${model.state}" />` : raw('')}
          <label for="email">Email</label>
          <input
            id="email"
            name="email"
            type="email"
            autocomplete="username"
            required
            value="${model.email ?? ''}"
          />
          <label for="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            autocomplete="current-password"
            required
          />
          <button type="submit">Sign in</button>
        </form>
      </main>`,
  });
