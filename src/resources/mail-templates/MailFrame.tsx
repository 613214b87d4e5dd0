import { Box } from '@mui/material';
import DOMPurify from 'dompurify';
import { useMemo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * What the frame's document may do: nothing is loaded from anywhere but the mail itself (inline styles, images
 * only as data), so a preview never tells a server it was opened.
 */
const FRAME_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; form-action 'none'";

/**
 * A mail's HTML as a mail client would show it, safely: sanitised with DOMPurify (no scripts, event handlers,
 * forms or frames), in an iframe sandboxed without scripts or same-origin (it can reach neither the portal nor
 * its session), under a policy that loads nothing remote. `width` is the reading width (a phone's or a desktop
 * client's).
 */
export const MailFrame = ({
  html,
  width = 800,
  height = 560,
}: {
  html: string;
  width?: number;
  height?: number;
}) => {
  const translate = useTranslate();
  const document = useMemo(() => {
    // The whole document, so the mail's own <style> (media queries) and body styles stay; its <meta> and <base>
    // go (a refresh or another base could lead the frame elsewhere), and the policy comes first in <head>.
    const clean = DOMPurify.sanitize(html, {
      WHOLE_DOCUMENT: true,
      FORBID_TAGS: ['form', 'input', 'button', 'iframe', 'object', 'embed', 'link', 'meta', 'base'],
      ALLOW_DATA_ATTR: false,
    });
    const head = [
      '<meta charset="utf-8">',
      `<meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}">`,
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ].join('');
    return `<!doctype html>${clean.replace(/<head>/i, `<head>${head}`)}`;
  }, [html]);
  return (
    <ReadingWidth width={width}>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: '#ffffff',
        }}
      >
        <Box
          component="iframe"
          title={translate('resources.mail-templates.preview.frameTitle')}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={document}
          sx={{ display: 'block', width: '100%', height, border: 0 }}
        />
      </Box>
    </ReadingWidth>
  );
};

/**
 * A centred column as wide as `width` where there is room, narrower where there is not. A grid track
 * (`minmax(0, width)`) rather than a fixed width: a field on a show page is only as wide as its content, and a
 * fixed width would be that content's minimum, widening a phone's page.
 */
const ReadingWidth = ({ width, children }: { width: number; children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: `minmax(0, ${width}px)`,
      justifyContent: 'center',
      width: '100%',
    }}
  >
    {children}
  </Box>
);

/** A mail's plain text as sent: monospace, wrapped, selectable. */
export const MailText = ({ text }: { text: string }) => (
  <ReadingWidth width={800}>
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        fontFamily: 'monospace',
        fontSize: 13,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        bgcolor: 'background.default',
      }}
    >
      {text}
    </Box>
  </ReadingWidth>
);
