import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, Form, TestMemoryRouter, type TranslationMessages } from 'react-admin';
import { en } from '../../src/i18n/en';
import { de } from '../../src/i18n/de';

/**
 * Renders a component inside react-admin's contexts (i18n, store, query client, router) with the
 * real English (or German) catalogue, so tests assert the texts users read. A missing key renders
 * (looked up without a `_` fallback) throws.
 */
const catalogues = { en, de } as const;

export type TestLocale = keyof typeof catalogues;

export const createTestI18nProvider = (locale: TestLocale = 'en') =>
  polyglotI18nProvider(
    () => ({ ...englishMessages, ...catalogues[locale] }) as TranslationMessages,
    locale,
    {
      // A key without a `_` fallback that the catalogue lacks is a bug: fail loudly.
      onMissingKey: (key: string) => {
        throw new Error(`Missing i18n key "${key}" in locale "${locale}"`);
      },
    },
  );

export interface RenderWithI18nOptions {
  locale?: TestLocale;
  /** Wraps the element in a react-admin <Form> (for inputs). */
  form?: {
    onSubmit?: (values: Record<string, unknown>) => void;
    defaultValues?: Record<string, unknown>;
    /** Renders a submit button labelled 'Submit'. */
    withSubmit?: boolean;
  };
  initialEntries?: string[];
}

const SubmitButton = () => <button type="submit">Submit</button>;

export const renderWithI18n = (
  ui: ReactElement,
  { locale = 'en', form, initialEntries }: RenderWithI18nOptions = {},
): RenderResult => {
  const content: ReactNode = form ? (
    <Form
      onSubmit={(values: Record<string, unknown>) => form.onSubmit?.(values)}
      defaultValues={form.defaultValues}
      mode="onChange"
    >
      {ui}
      {form.withSubmit && <SubmitButton />}
    </Form>
  ) : (
    ui
  );
  return render(
    <TestMemoryRouter initialEntries={initialEntries}>
      <AdminContext i18nProvider={createTestI18nProvider(locale)}>{content}</AdminContext>
    </TestMemoryRouter>,
  );
};
