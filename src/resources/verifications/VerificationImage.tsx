import { useCallback } from 'react';
import HideImageOutlinedIcon from '@mui/icons-material/HideImageOutlined';
import { Box, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { SecureImage } from '../../components';
import type { AppDataProvider } from '../../dataProvider';
import type { CredentialPart } from '../../contract/schemas/verifications';

export interface VerificationImageProps {
  verificationId: string;
  publicId: string;
  part: CredentialPart;
  /** The verification or the credential was wiped out: the bytes are gone, say so instead of failing. */
  wipedOut: boolean;
  height?: number;
  /** Where the bytes come from when not from the verification itself (an experiment item's images). */
  loadImage?: (partId: string) => Promise<Blob>;
}

export const WipedOutImage = ({ height }: { height: number }) => {
  const translate = useTranslate();
  return (
    <Box
      role="img"
      aria-label={translate('resources.verifications.show.wipedOutImage')}
      sx={{
        height,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.secondary',
        bgcolor: 'action.hover',
      }}
    >
      <HideImageOutlinedIcon />
      <Typography variant="body2">
        {translate('resources.verifications.show.wipedOutImage')}
      </Typography>
    </Box>
  );
};

/**
 * One credential part's image, loaded through the dataProvider (endpoint `verificationsImage`, or `loadImage`).
 */
export const VerificationImage = ({
  verificationId,
  publicId,
  part,
  wipedOut,
  height = 280,
  loadImage,
}: VerificationImageProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const load = useCallback(
    () =>
      loadImage ? loadImage(part.id) : dataProvider.getVerificationImage(verificationId, part.id),
    [dataProvider, verificationId, part.id, loadImage],
  );
  if (wipedOut) return <WipedOutImage height={height} />;
  const classifier = translate(`resources.verifications.classifier.${part.classifier}`, {
    _: part.classifier,
  });
  return (
    <SecureImage
      // Masking changes the bytes: load again when it happens.
      key={part.maskedAt ?? 'unmasked'}
      load={load}
      viewer
      maxHeight={height}
      alt={classifier}
      fileName={translate('resources.verifications.show.imageName', {
        publicId,
        classifier: part.classifier.toLowerCase(),
      })}
    />
  );
};
