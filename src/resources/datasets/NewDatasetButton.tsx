import { lazy, Suspense, useState } from 'react';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { Button, useCanAccess } from 'react-admin';

const NewDatasetDialog = lazy(() =>
  import('./NewDatasetDialog').then((module) => ({ default: module.NewDatasetDialog })),
);
const NewDatasetFromFileDialog = lazy(() =>
  import('./NewDatasetFromFileDialog').then((module) => ({
    default: module.NewDatasetFromFileDialog,
  })),
);

/** "New from a filter" and "New from a file" in the datasets list's toolbar, for whoever may make datasets. */
export const NewDatasetButton = () => {
  const { canAccess } = useCanAccess({ resource: 'datasets', action: 'create' });
  const [open, setOpen] = useState<'filter' | 'file' | null>(null);
  if (!canAccess) return null;
  const close = () => setOpen(null);
  return (
    <>
      <Button label="resources.datasets.create.open" onClick={() => setOpen('filter')}>
        <FilterAltOutlinedIcon />
      </Button>
      <Button label="resources.datasets.fromFile.open" onClick={() => setOpen('file')}>
        <UploadFileIcon />
      </Button>
      {open === 'filter' ? (
        <Suspense fallback={null}>
          <NewDatasetDialog open onClose={close} />
        </Suspense>
      ) : null}
      {open === 'file' ? (
        <Suspense fallback={null}>
          <NewDatasetFromFileDialog open onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
};
