import QrCode2Icon from '@mui/icons-material/QrCode2';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { QrCode } from '../../components';
import {
  SaveButton,
  SelectInput,
  useCanAccess,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Form } from '../../kit';
import { required } from '../../components';
import type { AppDataProvider } from '../../dataProvider';
import { DATA_CENTERS, type DataCenter } from './schema';

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;

/** A platform may answer a PNG data URL; the mock answers the payload text, which is drawn here. */
const QrImage = ({ qrCode, alt }: { qrCode: string; alt: string }) =>
  PNG_DATA_URL.test(qrCode) ? (
    <img src={qrCode} alt={alt} width={200} height={200} />
  ) : (
    <QrCode value={qrCode} size={200} marginSize={2} title={alt} role="img" aria-label={alt} />
  );

/** The demo-app QR code for a chosen data center. */
export const DemoAppPanel = () => {
  const { canAccess } = useCanAccess({ resource: 'api-tokens', action: 'demoApp' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const qr = useMutation({
    mutationFn: (dataCenter: DataCenter) => dataProvider.getDemoAppQr(dataCenter),
    onError: (error) => notify(error.message, { type: 'error' }),
  });

  if (!canAccess) return null;

  const choices = DATA_CENTERS.map((id) => ({
    id,
    name: `resources.api-tokens.demoApp.dataCenters.${id}`,
  }));

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.api-tokens.demoApp.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.api-tokens.demoApp.hint')}
        </Typography>
        {/* Only asks for a QR code: nothing typed here is a change that could be lost. */}
        <Form
          guardPendingChanges={false}
          onSubmit={(values: Record<string, unknown>) => qr.mutate(values.dataCenter as DataCenter)}
          defaultValues={{ dataCenter: 'EU' }}
        >
          <SelectInput
            source="dataCenter"
            label="resources.api-tokens.demoApp.dataCenter"
            choices={choices}
            validate={required()}
            fullWidth
          />
          <SaveButton
            label="resources.api-tokens.demoApp.show"
            icon={<QrCode2Icon />}
            variant="outlined"
            alwaysEnable
          />
        </Form>
        {qr.data && qr.variables && (
          <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>
            <QrImage
              qrCode={qr.data.qrCode}
              alt={translate('resources.api-tokens.demoApp.qrAlt', { dataCenter: qr.variables })}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
