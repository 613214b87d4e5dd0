import { useState } from 'react';
import HideImageOutlinedIcon from '@mui/icons-material/HideImageOutlined';
import { Checkbox, DialogContentText, FormControlLabel, FormGroup } from '@mui/material';
import { Button, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../../components';
import type { AppDataProvider } from '../../../dataProvider';
import { orderByCategoryPriority } from '../credentialPriority';
import { useVerificationMutation } from './useSimpleAction';
import { useVerificationDetail } from '../useVerificationDetail';

/** 'Mask credentials': pick the credentials whose images get black bars, then confirm. */
export const MaskCredentialsButton = () => {
  const record = useVerificationDetail();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'verifications', action: 'maskCredentials' });
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const mutation = useVerificationMutation(
    ({ id, credentialIds }: { id: string; credentialIds: string[] }) =>
      dataProvider.maskVerificationCredentials(id, credentialIds),
    'resources.verifications.actions.credentialsMasked',
  );
  if (!record || !canAccess || record.wipedOutAt || record.credentials.length === 0) return null;
  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );
  return (
    <>
      <Button
        label="resources.verifications.actions.maskCredentials"
        onClick={() => {
          setSelected([]);
          setOpen(true);
        }}
        disabled={mutation.isPending}
      >
        <HideImageOutlinedIcon />
      </Button>
      <ConfirmDialog
        open={open}
        title="resources.verifications.actions.maskCredentialsTitle"
        confirmLabel="resources.verifications.actions.maskCredentialsConfirm"
        confirmDisabled={selected.length === 0}
        content={
          <>
            <DialogContentText>
              {translate('resources.verifications.actions.maskCredentialsContent')}
            </DialogContentText>
            <FormGroup sx={{ mt: 1 }}>
              {orderByCategoryPriority(record.credentials).map((credential) => (
                <FormControlLabel
                  key={credential.id}
                  control={
                    <Checkbox
                      checked={selected.includes(credential.id)}
                      onChange={() => toggle(credential.id)}
                    />
                  }
                  label={`${translate(`resources.verifications.category.${credential.category}`, {
                    _: credential.category,
                  })} · ${credential.id}`}
                />
              ))}
            </FormGroup>
          </>
        }
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          mutation.mutate({ id: record.id, credentialIds: selected });
        }}
      />
    </>
  );
};
