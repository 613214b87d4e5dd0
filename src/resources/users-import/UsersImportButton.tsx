import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy, Suspense, useState } from 'react';
import { Button, useCanAccess, useRefresh } from 'react-admin';

/** The import tooling (CSV reading, role names in both languages, the report) arrives when first opened. */
const UsersImportDialog = lazy(() =>
  import('./UsersImportDialog').then((module) => ({ default: module.UsersImportDialog })),
);

/**
 * "Import CSV" for the users list's actions. Shown only to users who may register users (the platform checks
 * again); after an import that created users the list is refreshed so they appear.
 */
export const UsersImportButton = () => {
  const { canAccess } = useCanAccess({ resource: 'usersImport', action: 'create' });
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog can close with its transition.
  const [opened, setOpened] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button
        label="resources.users-import.open"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <UploadFileIcon />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <UsersImportDialog
            open={open}
            onClose={(createdAny) => {
              setOpen(false);
              if (createdAny) refresh();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
};
