/**
 * The Assigned Users tab (spec §2.1 'users', permission assignCommunityUser): the corporate's users, ticked when
 * they work in the community; saved with POST community/{id}/users/update. A user whose role holds a permission
 * the caller lacks cannot be changed (shown, not tickable; the server refuses it too).
 */
import { useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, type CommunityUsersResponse } from '@rlc/shared';
import { CheckboxInput } from '../../../components/inputs/index.ts';
import { communityTabKey, fetchUsers, saveUsers } from './api.ts';
import { TabLoader, topVersion, type TabFormProps } from './TabLoader.tsx';
import { TabSaveBar } from './TabSaveBar.tsx';
import { useAssignments } from './useAssignments.ts';
import { useTabSave } from './useTabSave.ts';

export default function UsersTab() {
  return (
    <TabLoader
      tab="users"
      load={fetchUsers}
      loadFailed={MESSAGES.community.usersLoadFailed}
      versionOf={topVersion}
      Form={UsersForm}
    />
  );
}

function UsersForm(props: TabFormProps<CommunityUsersResponse>) {
  const { communityId, initial } = props;
  const client = useQueryClient();
  const edit = useAssignments(initial.userList);
  const { mutation, stale } = useTabSave({
    save: () => saveUsers(communityId, { versionId: initial.versionId, userList: edit.changes }),
    failed: MESSAGES.community.usersUpdateFailed,
    onSaved: (answer) => client.setQueryData(communityTabKey(communityId, 'users'), answer.update),
  });
  return (
    <Stack component="section" aria-label="Assigned Users">
      <Typography color="text.secondary" gutterBottom>
        Tick the users who work in this community ({edit.ticked} assigned).
      </Typography>
      {initial.userList.map((u) => (
        <CheckboxInput
          key={u.id}
          label={`${u.firstName} ${u.lastName}`.trim() || u.email}
          checked={edit.isTicked(u.id)}
          disabled={!u.manageable}
          onChange={(v) => edit.set(u.id, v)}
          helperText={`${u.roleName} · ${u.email}${u.manageable ? '' : ' · their role is above yours'}`}
        />
      ))}
      <TabSaveBar
        dirty={edit.dirty}
        saving={mutation.isPending}
        stale={stale}
        onSave={() => mutation.mutate()}
        onReload={props.onReload}
      />
    </Stack>
  );
}
