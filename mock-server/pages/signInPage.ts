import type { Response } from 'express';
import { html, raw, sendPage } from '../http/html';

export interface SignInPageModel {
  returnUrl: string;
  email?: string;
  error?: string;
  portalOrigin: string;
}

/** The mock identity provider's sign-in form. Every echoed value is escaped by the `html` template. */
export const sendSignInPage = (res: Response, model: SignInPageModel): void =>
  sendPage(res, {
    title: 'Sign in · TrustDesk',
    formTargets: [model.portalOrigin],
    body: () =>
      html`<main>
        <h1>Sign in</h1>
        <p class="lead">TrustDesk back office</p>
        ${model.error ? html`<p class="error" role="alert">${model.error}</p>` : raw('')}
        <form method="post" action="/api/sso/sign-in" autocomplete="on">
          <input type="hidden" name="returnUrl" value="${model.returnUrl}" />
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
