import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCanAccess, useTranslate } from 'react-admin';
import { entityResource } from './labels';
import { useAuditLabels } from './useAuditLabels';

/** A link to the record the entry is about, when the portal has a page for it and the user may open it. */
export const AuditEntityLink = ({
  entityType,
  entityId,
}: {
  entityType: string;
  entityId: string;
}) => {
  const translate = useTranslate();
  const labels = useAuditLabels();
  const resource = entityResource(entityType);
  // Hooks run unconditionally; an entity without a page asks about the log itself and is then ignored.
  const { canAccess } = useCanAccess({ resource: resource ?? 'auditlog', action: 'show' });
  if (!resource || !canAccess) return null;
  return (
    <Button
      size="small"
      component={Link}
      to={`/${resource}/${encodeURIComponent(entityId)}/show`}
      startIcon={<OpenInNewIcon fontSize="small" />}
    >
      {translate('resources.auditlog.openEntity', { entity: labels.entityType(entityType) })}
    </Button>
  );
};
