import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { taggingTemplates } from '../../../src/contract/resources/taggingTemplates';
import { resourceFromDeclaration } from '../../../src/kit';
import { taggingTemplatesOverrides } from '../../../src/resources/tagging-templates';
import { platformError } from '../guard/renderGuarded';
import { renderViewAt } from '../kit/declaredViews';

/**
 * The tagging template's editor inside the generated create form, with the live preview of the tagging panel
 * beside it: what is typed shows in the preview, the rules across labels sit on the exact input (before
 * anything is sent, and when the platform names one), and a label's key toggles it in the preview.
 */
const resource = resourceFromDeclaration(taggingTemplates, taggingTemplatesOverrides);

const renderCreate = (create: (...args: unknown[]) => Promise<unknown>) => {
  const spy = vi.fn(create);
  renderViewAt('tagging-templates', resource.create, {
    route: '/tagging-templates/create',
    path: '/tagging-templates/create',
    dataProvider: { create: spy },
  });
  return spy;
};

type User = ReturnType<typeof userEvent.setup>;

const labelGroup = (number: number) => screen.getByRole('group', { name: `Label ${number}` });
const preview = () => screen.getByRole('group', { name: 'Tagging panel' });

/** Adds a label and types its names, key and shortcut (colour and meaning keep their defaults). */
const addLabel = async (
  user: User,
  number: number,
  name: string,
  key: string,
  shortcut: string,
) => {
  await user.click(screen.getByRole('button', { name: 'Add a label' }));
  const group = labelGroup(number);
  await user.type(within(group).getByLabelText(/^Name \(English\)/), name);
  await user.type(within(group).getByLabelText(/^Name \(German\)/), `${name} (de)`);
  await user.type(within(group).getByLabelText(/^Key/), key);
  await user.type(within(group).getByLabelText(/^Shortcut/), shortcut);
};

const start = async (create: (...args: unknown[]) => Promise<unknown>) => {
  const spy = renderCreate(create);
  const user = userEvent.setup();
  await user.type(
    await screen.findByLabelText(/^Name \*/, undefined, { timeout: 10_000 }),
    'Passport review',
  );
  return { user, create: spy };
};

describe('tagging template editor with its live preview', () => {
  it('shows each label in the preview as it is typed, with its key', async () => {
    const { user } = await start(async () => ({ data: { id: 'tt-1' } }));
    expect(within(preview()).getByText('No labels yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a label' }));
    // A label without a name yet still shows, by its place.
    expect(within(preview()).getByRole('button', { name: /Label 1/ })).toBeTruthy();
    await user.type(within(labelGroup(1)).getByLabelText(/^Name \(English\)/), 'Genu');
    expect(within(preview()).getByRole('button', { name: /^Genu/ })).toBeTruthy();
    await user.type(within(labelGroup(1)).getByLabelText(/^Name \(English\)/), 'ine');
    await user.type(within(labelGroup(1)).getByLabelText(/^Shortcut/), 'G');
    const genuine = within(preview()).getByRole('button', { name: /^Genuine/ });
    // Shortcuts are kept in lower case; the key cap shows it.
    expect(genuine.getAttribute('aria-keyshortcuts')).toBe('g');
    expect(within(labelGroup(1)).getByLabelText(/^Shortcut/)).toHaveValue('g');
    // One label per item by default: no comment field until it is asked for.
    expect(within(preview()).getByText('Choose one label')).toBeTruthy();
    expect(within(preview()).queryByLabelText('Comment (optional)')).toBeNull();
    await user.click(screen.getByLabelText(/^Comment per item/));
    expect(within(preview()).getByLabelText('Comment (optional)')).toBeTruthy();
  });

  it('puts a repeated shortcut on the later label’s shortcut input and sends nothing until it is fixed', async () => {
    const { user, create } = await start(async (_resource, params) => ({
      data: { ...(params as { data: object }).data, id: 'tt-1' },
    }));
    await addLabel(user, 1, 'Genuine', 'genuine', 'g');
    await addLabel(user, 2, 'Forged', 'forged', 'g');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const second = within(labelGroup(2)).getByLabelText(/^Shortcut/);
    await waitFor(() => expect(second).toHaveAccessibleDescription(/already has this shortcut/));
    expect(
      within(labelGroup(2)).getByText('Another label already has this shortcut.'),
    ).toBeTruthy();
    expect(within(labelGroup(1)).queryByText(/already has this shortcut/)).toBeNull();
    expect(create).not.toHaveBeenCalled();

    // The reserved J is refused the same way.
    await user.clear(second);
    await user.type(second, 'j');
    expect(
      await within(labelGroup(2)).findByText(
        'J and K are kept for the next and the previous item.',
      ),
    ).toBeTruthy();
    await user.clear(second);
    await user.type(second, 'f');
    await waitFor(() => expect(within(labelGroup(2)).queryByText(/J and K/)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(
      'tagging-templates',
      expect.objectContaining({
        data: expect.objectContaining({
          name: 'Passport review',
          labels: [
            {
              key: 'genuine',
              names: { en: 'Genuine', de: 'Genuine (de)' },
              colour: '#2e7d32',
              shortcut: 'g',
              means: 'NONE',
            },
            {
              key: 'forged',
              names: { en: 'Forged', de: 'Forged (de)' },
              colour: '#c62828',
              shortcut: 'f',
              means: 'NONE',
            },
          ],
        }),
      }),
    );
  });

  it('keeps what was typed when the platform refuses the name or names a label’s input', async () => {
    const answers = [
      platformError(409, 'DUPLICATE_ENTITY', [
        { field: 'name', code: 'DUPLICATE_ENTITY', message: 'This value is already in use.' },
      ]),
      platformError(400, 'VALIDATION_ERROR_CODE', [
        {
          field: 'labels.0.key',
          code: 'DUPLICATE_KEY',
          message: 'Another label already has this key.',
        },
      ]),
    ];
    const { user, create } = await start(async () => {
      throw answers.shift();
    });
    await addLabel(user, 1, 'Genuine', 'genuine', 'g');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another tagging template already has this name.')).toBeTruthy();
    expect(screen.getByLabelText(/^Name \*/)).toHaveValue('Passport review');
    expect(within(labelGroup(1)).getByLabelText(/^Key/)).toHaveValue('genuine');

    await user.type(screen.getByLabelText(/^Name \*/), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(labelGroup(1)).findByText('Another label already has this key.'),
    ).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('toggles a label in the preview with its key, one at a time unless several may combine', async () => {
    const { user } = await start(async () => ({ data: { id: 'tt-1' } }));
    await addLabel(user, 1, 'Genuine', 'genuine', 'g');
    await addLabel(user, 2, 'Forged', 'forged', 'f');
    const genuine = () => within(preview()).getByRole('button', { name: /^Genuine/ });
    const forged = () => within(preview()).getByRole('button', { name: /^Forged/ });

    preview().focus();
    await user.keyboard('g');
    expect(genuine()).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('f');
    expect(forged()).toHaveAttribute('aria-pressed', 'true');
    expect(genuine()).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('f');
    expect(forged()).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByLabelText(/^Several labels per item/));
    expect(within(preview()).getByText('Choose one or more labels')).toBeTruthy();
    preview().focus();
    await user.keyboard('gf');
    expect(genuine()).toHaveAttribute('aria-pressed', 'true');
    expect(forged()).toHaveAttribute('aria-pressed', 'true');
    // Keys typed into the editor are text, not shortcuts.
    await user.type(within(labelGroup(1)).getByLabelText(/^Name \(English\)/), 'g');
    expect(genuine()).toHaveAttribute('aria-pressed', 'true');
  });
});
