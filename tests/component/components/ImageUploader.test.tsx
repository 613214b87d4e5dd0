import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageUploader, type ImageUploaderProps } from '../../../src/components';
import { BYTES_PER_MB } from '../../../src/contract/constants';
import { renderWithI18n } from '../../support/renderWithI18n';

const DEFAULT_SRC = '/assets/default-logo.png';
const SAVED_SRC = '/api/v1/images/logo-1';

const png = (name = 'logo.png', size = 100) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

const setup = (props: Partial<ImageUploaderProps> = {}) => {
  const onChange = vi.fn();
  renderWithI18n(<ImageUploader defaultSrc={DEFAULT_SRC} onChange={onChange} {...props} />);
  const input = screen.getByTestId('image-uploader-input') as HTMLInputElement;
  return { onChange, input, thumbnail: () => screen.getByRole('img', { name: 'Image preview' }) };
};

describe('ImageUploader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the default image with only a choose-file button', () => {
    const { thumbnail } = setup();
    expect(thumbnail()).toHaveAttribute('src', DEFAULT_SRC);
    expect(screen.getByText('Default image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset to default' })).not.toBeInTheDocument();
  });

  it('shows a chosen image, uses only the first file, and can remove it', async () => {
    const { input, onChange, thumbnail } = setup();
    const first = png('first.png');
    await userEvent.upload(input, [first, png('second.png')]);
    await waitFor(() =>
      expect(thumbnail().getAttribute('src')).toMatch(/^data:image\/png;base64,/),
    );
    expect(screen.getByText('New image, not saved yet')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toMatchObject({ kind: 'new', file: first });
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(thumbnail()).toHaveAttribute('src', DEFAULT_SRC);
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'keep' });
  });

  it('shows the saved image, resettable to the default', async () => {
    const { onChange, thumbnail } = setup({ savedSrc: SAVED_SRC });
    expect(thumbnail()).toHaveAttribute('src', SAVED_SRC);
    expect(screen.getByText('Saved image')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(thumbnail()).toHaveAttribute('src', DEFAULT_SRC);
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'resetToDefault' });
    expect(screen.queryByRole('button', { name: 'Reset to default' })).not.toBeInTheDocument();
  });

  it('returns to the saved image when a new one is removed', async () => {
    const { input, thumbnail } = setup({ savedSrc: SAVED_SRC });
    await userEvent.upload(input, png());
    await screen.findByRole('button', { name: 'Remove' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(thumbnail()).toHaveAttribute('src', SAVED_SRC);
  });

  it('refuses a file type outside the accepted list, and SVG always', async () => {
    const { input, onChange } = setup({ accept: ['image/*'] });
    // applyAccept: false lets the file reach the component, as a drag-and-drop or a lax browser would.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This file type is not accepted.');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This file type is not accepted.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses files over the maximum size, in megabytes', async () => {
    const { input, onChange } = setup({ maxBytes: 1 * BYTES_PER_MB });
    await userEvent.upload(input, png('big.png', BYTES_PER_MB + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('The file must not be larger than 1 MB.');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("says 'Error reading file' when the file cannot be read", async () => {
    class FailingReader extends EventTarget {
      result: string | null = null;
      error = new DOMException('unreadable');
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      readAsDataURL() {
        setTimeout(() => this.onerror?.(), 0);
      }
      abort() {}
    }
    vi.stubGlobal('FileReader', FailingReader);
    const { input, onChange, thumbnail } = setup();
    await userEvent.upload(input, png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error reading file');
    expect(thumbnail()).toHaveAttribute('src', DEFAULT_SRC);
    expect(onChange).not.toHaveBeenCalled();
  });
});
