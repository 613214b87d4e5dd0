import LabelIcon from '@mui/icons-material/LabelOutlined';
import { Button, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/**
 * "Tag items" in the experiment page's toolbar, for whoever may tag (experiment users and administrators), once
 * the experiment has a tagging template and has run.
 */
export const ExperimentShowActions = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'experiments', action: 'tag' });
  if (!record || !canAccess || !record.taggingTemplateId || record.state === 'DRAFT') return null;
  return (
    <Button
      component={RouterLink}
      to={`/experiments/${encodeURIComponent(String(record.id))}/tag`}
      label={translate('resources.experiments.tagging.open')}
    >
      <LabelIcon />
    </Button>
  );
};
