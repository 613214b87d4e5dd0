import { Skeleton } from '@mui/material';
import { lazy, Suspense, type ComponentProps } from 'react';

/** qrcode.react is needed on two screens only (two-factor set-up, the demo app): fetched when one shows a code. */
const QRCodeSVG = lazy(() =>
  import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })),
);

type QrCodeProps = ComponentProps<typeof QRCodeSVG> & { size: number };

/** A QR code drawn as SVG; while its drawing code arrives, a placeholder of the same size keeps the layout. */
export const QrCode = (props: QrCodeProps) => (
  <Suspense fallback={<Skeleton variant="rectangular" width={props.size} height={props.size} />}>
    <QRCodeSVG {...props} />
  </Suspense>
);
