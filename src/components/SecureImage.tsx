import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'react-admin';
import { inferFileExtension, readBlobHead, type InferredExtension } from './inferFileExtension';

export interface SecureImageProps {
  /**
   * Loads the bytes through the dataProvider (components never call fetch themselves). Pass a stable
   * function (useCallback): a new function loads the image again.
   */
  load: () => Promise<Blob>;
  /** Base name of the downloaded file, without extension; defaults to a generic translated name. */
  fileName?: string;
  /** i18n key (or literal text) of the alternative text. */
  alt?: string;
  maxHeight?: number;
}

type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'empty' }
  | { status: 'ready'; url: string; extension: InferredExtension | null };

/**
 * Shows an image fetched with the session's credentials. The blob becomes an object URL that is
 * revoked when the image changes or unmounts. Hover or keyboard focus reveals a download button; the
 * file's extension comes from its bytes, because the URL says nothing reliable about the content.
 */
export const SecureImage = ({
  load,
  fileName,
  alt = 'components.secureImage.alt',
  maxHeight = 320,
}: SecureImageProps) => {
  const translate = useTranslate();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [actionsVisible, setActionsVisible] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let url: string | null = null;
    setState({ status: 'loading' });
    const run = async () => {
      try {
        const blob = await load();
        if (cancelled) return;
        // An empty body is not an error (the platform has no image): show nothing.
        if (blob.size === 0) return setState({ status: 'empty' });
        const extension = inferFileExtension(await readBlobHead(blob));
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url, extension });
      } catch {
        if (!cancelled) setState({ status: 'error' });
      }
    };
    void run();
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [load]);

  if (state.status === 'empty') return null;
  if (state.status === 'loading')
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
        <CircularProgress size={20} />
        <Typography variant="body2">{translate('components.secureImage.loading')}</Typography>
      </Box>
    );
  if (state.status === 'error')
    return <Alert severity="error">{translate('components.secureImage.loadError')}</Alert>;

  const baseName = fileName ?? translate('components.secureImage.defaultName');
  const downloadName = state.extension ? `${baseName}.${state.extension}` : baseName;
  const altText = translate(alt, { _: alt });

  return (
    <Box
      component="figure"
      onMouseEnter={() => setActionsVisible(true)}
      onMouseLeave={() => setActionsVisible(false)}
      onFocus={() => setActionsVisible(true)}
      onBlur={(event) => {
        // Stay visible while focus moves between elements inside the figure.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setActionsVisible(false);
      }}
      sx={{ position: 'relative', display: 'inline-block', m: 0, maxWidth: '100%' }}
    >
      {state.extension === 'pdf' ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          <PictureAsPdfIcon color="action" />
          <Typography variant="body2">
            {translate('components.secureImage.pdfDocument', { name: downloadName })}
          </Typography>
        </Box>
      ) : (
        <Box
          component="img"
          src={state.url}
          alt={altText}
          sx={{ display: 'block', maxWidth: '100%', maxHeight, borderRadius: 1 }}
        />
      )}
      <Button
        component="a"
        href={state.url}
        download={downloadName}
        size="small"
        variant="contained"
        color="inherit"
        startIcon={<DownloadIcon />}
        // Hidden but still focusable, so keyboard users reach it and focus reveals it.
        style={{ opacity: actionsVisible ? 1 : 0 }}
        sx={{ position: 'absolute', right: 8, bottom: 8, transition: 'opacity 150ms' }}
      >
        {translate('components.secureImage.download', { name: downloadName })}
      </Button>
    </Box>
  );
};
