import { Avatar, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SimpleList } from 'react-admin';

// A first, read-only view of the team in display order (admin-area §2 "Team"); inactive members are
// dimmed, as the spec's cards are. The card grid and its form come in a later release.

type TeamMemberRecord = {
  id: string;
  name: string;
  role: string;
  image_url: string | null;
  display_order: number;
  is_active: boolean;
};

const dimmedWhenInactive = (member: TeamMemberRecord) => (member.is_active ? {} : { opacity: 0.55 });

const Column = DataTable.Col<TeamMemberRecord>;

export const TeamMemberList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List sort={{ field: 'display_order', order: 'ASC' }} actions={false} empty={false}>
      {isSmall ? (
        <SimpleList<TeamMemberRecord>
          leftAvatar={(member) => <Avatar src={member.image_url ?? undefined} alt="" />}
          primaryText={(member) => member.name}
          secondaryText={(member) => (member.is_active ? member.role : `${member.role} · inativo`)}
          rowSx={dimmedWhenInactive}
          rowClick={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowSx={dimmedWhenInactive}>
          <Column label="Foto" disableSort render={(member) => <Avatar src={member.image_url ?? undefined} alt="" />} />
          <Column source="name" />
          <Column source="role" disableSort />
          <Column source="display_order" />
          <Column source="is_active" disableSort render={(member) => (member.is_active ? 'Sim' : 'Não')} />
        </DataTable>
      )}
    </List>
  );
};
