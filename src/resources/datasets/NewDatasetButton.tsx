import { lazy, Suspense, useState } from 'react';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import { Button, useCanAccess } from 'react-admin';

const NewDatasetDialog = lazy(() =>
  import('./NewDatasetDialog').then((module) => ({ default: module.NewDatasetDialog })),
);

/** "New from a filter" in the datasets list's toolbar, for whoever may make datasets. */
export const NewDatasetButton = () => {
  const { canAccess } = useCanAccess({ resource: 'datasets', action: 'create' });
  const [open, setOpen] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button label="resources.datasets.create.open" onClick={() => setOpen(true)}>
        <FilterAltOutlinedIcon />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <NewDatasetDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
