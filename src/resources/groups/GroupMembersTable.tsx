import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { RoleChips } from '../roles';
import type { Group } from './schema';

/** The members of the group in the show view: name, e-mail (linking to the user), status and roles. */
export const GroupMembersTable = () => {
  const record = useRecordContext<Group>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const members = record?.members ?? [];
  if (members.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.groups.noMembers')}
      </Typography>
    );
  const column = (name: string) => translate(`resources.groups.members.${name}`);
  return (
    <Table size="small" aria-label={translate('resources.groups.fields.members')}>
      <TableHead>
        <TableRow>
          <TableCell>{column('name')}</TableCell>
          <TableCell>{column('email')}</TableCell>
          <TableCell>{column('status')}</TableCell>
          <TableCell>{column('roles')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {members.map((member) => (
          <TableRow key={member.id}>
            <TableCell>{`${member.firstName} ${member.lastName}`.trim()}</TableCell>
            <TableCell>
              <Link to={createPath({ resource: 'users', id: member.id, type: 'show' })}>
                {member.email}
              </Link>
            </TableCell>
            <TableCell>
              {translate(`resources.groups.memberStatus.${member.status}`, { _: member.status })}
            </TableCell>
            <TableCell>
              <RoleChips roles={member.roles} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
