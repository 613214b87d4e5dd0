import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Tooltip,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import RotateRightIcon from '@mui/icons-material/RotateRight';
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
  /**
   * Shows a toolbar with zoom in/out, rotate and download (document review). Without it, a download
   * button appears on hover or keyboard focus.
   */
  viewer?: boolean;
}

/** Zoom steps of the viewer, in percent. */
export const SECURE_IMAGE_ZOOM_STEPS = [50, 75, 100, 150, 200, 300] as const;
const DEFAULT_ZOOM_INDEX = 2;

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
  viewer = false,
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
  if (viewer && state.status === 'ready')
    return (
      <ImageViewer
        url={state.url}
        alt={translate(alt, { _: alt })}
        downloadName={
          state.extension
            ? `${fileName ?? translate('components.secureImage.defaultName')}.${state.extension}`
            : (fileName ?? translate('components.secureImage.defaultName'))
        }
        maxHeight={maxHeight}
      />
    );
  if (state.status === 'loading')
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
        {/* The words beside it say what loads: the spinner is decoration, not a second, nameless progress bar. */}
        <CircularProgress size={20} aria-hidden />
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

interface ImageViewerProps {
  url: string;
  alt: string;
  downloadName: string;
  maxHeight: number;
}

/** The image with zoom, rotation and download; the frame keeps its size and scrolls a zoomed image. */
const ImageViewer = ({ url, alt, downloadName, maxHeight }: ImageViewerProps) => {
  const translate = useTranslate();
  const [zoomIndex, setZoomIndex] = useState(DEFAULT_ZOOM_INDEX);
  const [rotation, setRotation] = useState(0);
  const zoom = SECURE_IMAGE_ZOOM_STEPS[zoomIndex] ?? 100;
  const tool = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box component="figure" sx={{ m: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box
        role="toolbar"
        aria-label={translate('components.secureImage.tools')}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 0.5, bgcolor: 'action.hover' }}
      >
        {tool(
          translate('components.secureImage.zoomOut'),
          <ZoomOutIcon fontSize="small" />,
          () => setZoomIndex((index) => Math.max(0, index - 1)),
          zoomIndex === 0,
        )}
        <Typography variant="caption" aria-live="polite" sx={{ minWidth: 40, textAlign: 'center' }}>
          {translate('components.secureImage.zoomLevel', { zoom })}
        </Typography>
        {tool(
          translate('components.secureImage.zoomIn'),
          <ZoomInIcon fontSize="small" />,
          () => setZoomIndex((index) => Math.min(SECURE_IMAGE_ZOOM_STEPS.length - 1, index + 1)),
          zoomIndex === SECURE_IMAGE_ZOOM_STEPS.length - 1,
        )}
        {tool(
          translate('components.secureImage.rotate'),
          <RotateRightIcon fontSize="small" />,
          () => setRotation((angle) => (angle + 90) % 360),
        )}
        <Box sx={{ flex: 1 }} />
        <Tooltip title={translate('components.secureImage.download', { name: downloadName })}>
          <IconButton
            component="a"
            href={url}
            download={downloadName}
            size="small"
            aria-label={translate('components.secureImage.download', { name: downloadName })}
          >
            <DownloadIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        sx={{
          height: maxHeight,
          overflow: 'auto',
          display: 'flex',
          alignItems: zoom > 100 ? 'flex-start' : 'center',
          justifyContent: zoom > 100 ? 'flex-start' : 'center',
          bgcolor: 'grey.100',
        }}
      >
        <Box
          component="img"
          src={url}
          alt={alt}
          data-zoom={zoom}
          data-rotation={rotation}
          sx={{
            display: 'block',
            maxWidth: zoom > 100 ? 'none' : '100%',
            maxHeight: zoom > 100 ? 'none' : maxHeight,
            height: zoom > 100 ? maxHeight * (zoom / 100) : undefined,
            transform: `scale(${zoom > 100 ? 1 : zoom / 100}) rotate(${rotation}deg)`,
            transformOrigin: 'center',
            transition: 'transform 150ms',
          }}
        />
      </Box>
    </Box>
  );
};
