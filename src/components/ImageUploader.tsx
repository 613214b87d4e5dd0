import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useTranslate } from 'react-admin';
import { DEFAULT_MAX_IMAGE_UPLOAD_BYTES } from '../contract/constants';
import { validateImageFile } from './validateImageFile';

/** What the caller should do on save. */
export type ImageUploaderChange =
  /** Upload this file. */
  | { kind: 'new'; file: File; dataUrl: string }
  /** Keep whatever is saved (the new image was removed). */
  | { kind: 'keep' }
  /** Drop the saved image so the default applies again. */
  | { kind: 'resetToDefault' };

export type ImageUploaderError =
  { error: 'invalidFile' } | { error: 'invalidSize'; maxMb: number } | { error: 'readError' };

export interface ImageUploaderProps {
  /** The image shown when nothing is saved. */
  defaultSrc: string;
  /** The currently saved image, if any. */
  savedSrc?: string | null;
  /** Accepted entries: 'image/*', an exact mime type, or '.ext'. SVG is always refused. */
  accept?: readonly string[];
  /** Largest accepted file, in bytes (shown in MB). */
  maxBytes?: number;
  onChange: (change: ImageUploaderChange) => void;
  /** i18n key (or literal text) of the thumbnail's alternative text. */
  alt?: string;
  disabled?: boolean;
}

type Shown =
  { kind: 'default' } | { kind: 'saved'; src: string } | { kind: 'new'; dataUrl: string };

const ERROR_KEYS = {
  invalidFile: 'components.imageUploader.invalidFile',
  invalidSize: 'components.imageUploader.invalidSize',
  readError: 'app.validation.readError',
} as const;

const STATE_KEYS = {
  default: 'components.imageUploader.showingDefault',
  saved: 'components.imageUploader.showingSaved',
  new: 'components.imageUploader.showingNew',
} as const;

/**
 * Thumbnail with choose / remove / reset-to-default. Three states (spec section 4): the default image,
 * a newly chosen image (removable, back to what was shown before) or the saved image (resettable to
 * the default). Only the first chosen file counts.
 */
export const ImageUploader = ({
  defaultSrc,
  savedSrc,
  accept,
  maxBytes = DEFAULT_MAX_IMAGE_UPLOAD_BYTES,
  onChange,
  alt = 'components.imageUploader.thumbnail',
  disabled = false,
}: ImageUploaderProps) => {
  const translate = useTranslate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [resetRequested, setResetRequested] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<ImageUploaderError | null>(null);
  const [reading, setReading] = useState<FileReader | null>(null);

  // A read still in flight when the component goes away must not call back.
  useEffect(() => () => reading?.abort(), [reading]);

  const saved = resetRequested ? null : (savedSrc ?? null);
  const shown: Shown = chosen
    ? { kind: 'new', dataUrl: chosen }
    : saved
      ? { kind: 'saved', src: saved }
      : { kind: 'default' };
  const src =
    shown.kind === 'default' ? defaultSrc : shown.kind === 'new' ? shown.dataUrl : shown.src;

  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the user pick the same file again after fixing a problem.
    event.target.value = '';
    if (!file) return;
    const invalid = validateImageFile(file, { accept, maxBytes });
    if (invalid) return setProblem(invalid);
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      setProblem(null);
      setChosen(dataUrl);
      onChange({ kind: 'new', file, dataUrl });
    };
    reader.onerror = () => setProblem({ error: 'readError' });
    setReading(reader);
    reader.readAsDataURL(file);
  };

  const remove = () => {
    setChosen(null);
    setProblem(null);
    // Back to what was shown before choosing: the saved image, or the default after a reset.
    onChange(resetRequested ? { kind: 'resetToDefault' } : { kind: 'keep' });
  };
  const resetToDefault = () => {
    setResetRequested(true);
    setProblem(null);
    onChange({ kind: 'resetToDefault' });
  };

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      <Box
        component="img"
        src={src}
        alt={translate(alt, { _: alt })}
        sx={{
          width: 160,
          height: 160,
          objectFit: 'contain',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.default',
        }}
      />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {translate(STATE_KEYS[shown.kind])}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          hidden
          accept={accept?.join(',')}
          onChange={handleFiles}
          disabled={disabled}
          data-testid="image-uploader-input"
        />
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          onClick={() => inputRef.current?.click()}
          disabled={disabled}
        >
          {translate('components.imageUploader.chooseFile')}
        </Button>
        {shown.kind === 'new' && (
          <Button
            size="small"
            startIcon={<DeleteOutlineIcon />}
            onClick={remove}
            disabled={disabled}
          >
            {translate('components.imageUploader.remove')}
          </Button>
        )}
        {shown.kind === 'saved' && (
          <Button
            size="small"
            startIcon={<RestartAltIcon />}
            onClick={resetToDefault}
            disabled={disabled}
          >
            {translate('components.imageUploader.resetToDefault')}
          </Button>
        )}
      </Stack>
      {problem && (
        <Alert severity="error" role="alert">
          {translate(
            ERROR_KEYS[problem.error],
            problem.error === 'invalidSize' ? { maxMb: problem.maxMb } : {},
          )}
        </Alert>
      )}
    </Stack>
  );
};
