import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { Button, useCanAccess, useRefresh } from 'react-admin';
import { UsersImportDialog } from './UsersImportDialog';

/**
 * "Import CSV" for the users list's actions. Shown only to users who may register users (the platform checks
 * again); after an import that created users the list is refreshed so they appear.
 */
export const UsersImportButton = () => {
  const { canAccess } = useCanAccess({ resource: 'usersImport', action: 'create' });
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button label="resources.users-import.open" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <UsersImportDialog
        open={open}
        onClose={(createdAny) => {
          setOpen(false);
          if (createdAny) refresh();
        }}
      />
    </>
  );
};
