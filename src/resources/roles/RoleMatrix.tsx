import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import {
  PERMISSION_AREAS,
  ROLE_PERMISSIONS,
  ROLES,
  type Permission,
  type PermissionArea,
  type Role,
} from '../../contract/permissions';
import { permissionAreaKey, permissionNameKey, roleNameKey } from './roleNames';

/** For each role, the set of its permissions (built once from THE table the platform enforces). */
const GRANTS: ReadonlyMap<Role, ReadonlySet<Permission>> = new Map(
  ROLES.map((role) => [role, new Set<Permission>(ROLE_PERMISSIONS[role])]),
);

const AREAS = Object.entries(PERMISSION_AREAS) as [PermissionArea, readonly Permission[]][];

/**
 * The role × permission matrix, generated from ROLE_PERMISSIONS itself (no copy): readable permission names
 * grouped by area, a sticky header of readable role names, and a check mark (or a dash) whose accessible label
 * says in words whether the role grants the permission.
 */
export const RoleMatrix = () => {
  const translate = useTranslate();
  const roleName = (role: Role) => translate(roleNameKey(role));
  return (
    // minWidth 0: the matrix scrolls inside its container instead of widening the page.
    <Box sx={{ minWidth: 0, width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.roles.matrix.intro')}
      </Typography>
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ maxHeight: '70vh', maxWidth: '100%', overflow: 'auto' }}
      >
        <Table
          stickyHeader
          size="small"
          aria-label={translate('resources.roles.matrix.title')}
          data-testid="role-matrix"
          sx={{
            '& td': { py: 0.25 },
            '& .granted': { color: 'success.main', fontWeight: 700, fontSize: '1rem' },
            '& .denied': { color: 'text.disabled' },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ minWidth: 240, fontWeight: 600 }} scope="col">
                {translate('resources.roles.matrix.permission')}
              </TableCell>
              {ROLES.map((role) => (
                <TableCell
                  key={role}
                  scope="col"
                  align="center"
                  title={role}
                  sx={{ minWidth: 84, maxWidth: 104, fontWeight: 600, lineHeight: 1.2 }}
                >
                  {roleName(role)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {AREAS.map(([area, permissions]) => (
              <Fragment key={area}>
                <TableRow>
                  <TableCell
                    component="th"
                    scope="rowgroup"
                    colSpan={ROLES.length + 1}
                    sx={{
                      bgcolor: 'action.hover',
                      fontWeight: 600,
                      textTransform: 'uppercase',
                      fontSize: '0.75rem',
                      letterSpacing: '0.04em',
                    }}
                  >
                    {translate(permissionAreaKey(area))}
                  </TableCell>
                </TableRow>
                {permissions.map((permission) => {
                  const permissionName = translate(permissionNameKey(permission));
                  return (
                    <TableRow key={permission} hover>
                      <TableCell component="th" scope="row" title={permission}>
                        {permissionName}
                      </TableCell>
                      {ROLES.map((role) => {
                        const granted = GRANTS.get(role)?.has(permission) ?? false;
                        const label = translate(
                          granted
                            ? 'resources.roles.matrix.granted'
                            : 'resources.roles.matrix.notGranted',
                          { role: roleName(role), permission: permissionName },
                        );
                        // Plain marks styled once on the table: ~1,500 cells stay light.
                        return (
                          <TableCell key={role} align="center">
                            <span
                              role="img"
                              aria-label={label}
                              title={label}
                              className={granted ? 'granted' : 'denied'}
                            >
                              {granted ? '✓' : '·'}
                            </span>
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  );
                })}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};
