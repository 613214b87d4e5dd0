import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCreatePath, useTranslate, type RaRecord } from 'react-admin';
import { ScrollingTable, UserStatusChip } from '../../components';
import type { GroupMember } from '../../contract/resources/groups';
import { RoleChips } from '../roles';

/**
 * The members of the group on its page (the `memberIds` field there): name, e-mail linking to the user, status
 * and roles. A list row carries no members, so the list shows the count column instead.
 */
export const GroupMembersTable = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const members: readonly GroupMember[] = (record.members as GroupMember[] | undefined) ?? [];
  if (members.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.groups.noMembers')}
      </Typography>
    );
  const column = (name: string) => translate(`resources.groups.members.${name}`);
  return (
    <ScrollingTable>
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
                <UserStatusChip status={member.status} />
              </TableCell>
              <TableCell>
                <RoleChips roles={member.roles} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollingTable>
  );
};
