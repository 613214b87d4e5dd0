import { screen, waitFor, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SecureImage } from '../../../src/components';
import { renderWithI18n } from '../../support/renderWithI18n';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

describe('SecureImage', () => {
  const createObjectURL = vi.fn(() => 'blob:portal/1');
  const revokeObjectURL = vi.fn();

  beforeEach(() => {
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    // jsdom has no object URLs; the component must create one and revoke it later.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('shows the loaded image and revokes its object URL on unmount', async () => {
    const load = () => Promise.resolve(new Blob([PNG]));
    const { unmount } = renderWithI18n(<SecureImage load={load} alt="Selfie" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading image…');
    const image = await screen.findByRole('img', { name: 'Selfie' });
    expect(image).toHaveAttribute('src', 'blob:portal/1');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:portal/1');
  });

  it('names the download after the bytes, not the declared type, with a generic default name', async () => {
    // Declared as PNG, really a JPEG: the bytes decide.
    const load = () => Promise.resolve(new Blob([JPEG], { type: 'image/png' }));
    renderWithI18n(<SecureImage load={load} />);
    const download = await screen.findByRole('link', { name: 'Download image.jpg' });
    expect(download).toHaveAttribute('download', 'image.jpg');
    expect(download).toHaveAttribute('href', 'blob:portal/1');
  });

  it('uses the given file name', async () => {
    renderWithI18n(
      <SecureImage load={() => Promise.resolve(new Blob([PNG]))} fileName="passport-front" />,
    );
    expect(
      await screen.findByRole('link', { name: 'Download passport-front.png' }),
    ).toHaveAttribute('download', 'passport-front.png');
  });

  it('reveals the download button on hover and on keyboard focus only', async () => {
    renderWithI18n(<SecureImage load={() => Promise.resolve(new Blob([PNG]))} alt="Document" />);
    const download = await screen.findByRole('link', { name: /Download/ });
    const figure = screen.getByRole('img', { name: 'Document' }).parentElement as HTMLElement;
    expect(download).not.toBeVisible();
    await userEvent.hover(figure);
    expect(download).toBeVisible();
    await userEvent.unhover(figure);
    expect(download).not.toBeVisible();
    await userEvent.tab();
    expect(download).toHaveFocus();
    expect(download).toBeVisible();
    fireEvent.blur(download, { relatedTarget: document.body });
    expect(download).not.toBeVisible();
  });

  it('shows an error when loading fails', async () => {
    renderWithI18n(<SecureImage load={() => Promise.reject(new Error('403'))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The image could not be loaded.');
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('shows nothing for an empty body', async () => {
    const load = vi.fn(() => Promise.resolve(new Blob([])));
    const { container } = renderWithI18n(<SecureImage load={load} />);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
