import { Box } from '@mui/material';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
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
    <Box
      // A width of its own: on a show page the field around it is only as wide as its content.
      sx={{
        width,
        maxWidth: '100%',
        mx: 'auto',
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
  );
};

/** A mail's plain text as sent: monospace, wrapped, selectable. */
export const MailText = ({ text }: { text: string }) => (
  <Box
    component="pre"
    sx={{
      m: 0,
      p: 2,
      width: 800,
      maxWidth: '100%',
      boxSizing: 'border-box',
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
);
