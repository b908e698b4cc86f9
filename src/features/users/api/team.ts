// Team access (src/lib/api-contract/team.ts): the workspace's sign-in accounts and its pending
// invitations, for admins. One query factory (['team'] → ['team', 'members'] | ['team',
// 'invitations']); every mutation invalidates the factory's keys, since a change of one (an
// invitation accepted, an account deactivated) can move the other.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { staleTimes } from '@/lib/api/stale-times';
import {
  teamPaths,
  type InvitationInput,
  type InvitationResponse,
  type InvitationsResponse,
  type MemberResponse,
  type MemberUpdateInput,
  type TeamMember,
  type TeamMembersResponse,
} from '@/lib/api-contract/team';
import { errorText } from '@/lib/http/error-text';
import { http } from '@/lib/http/client';
import { toast } from '@/lib/toast/toast';
import { isolateText } from '@/lib/ui/user-text';

export const fetchTeamMembers = (signal?: AbortSignal) =>
  http.get<TeamMembersResponse>(teamPaths.members, { signal });
export const fetchInvitations = (signal?: AbortSignal) =>
  http.get<InvitationsResponse>(teamPaths.invitations, { signal });
export const updateMember = (id: string, input: MemberUpdateInput) =>
  http.patch<MemberResponse>(teamPaths.member(id), input);
export const inviteMember = (input: InvitationInput) =>
  http.post<InvitationResponse>(teamPaths.invitations, input);
export const resendInvitation = (id: string) => http.post<InvitationResponse>(teamPaths.resend(id));
export const revokeInvitation = (id: string) => http.delete<void>(teamPaths.invitation(id));

export const teamQueries = {
  all: () => ['team'] as const,
  members: () =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'members'] as const,
      queryFn: ({ signal }) => fetchTeamMembers(signal),
      staleTime: staleTimes.records,
    }),
  invitations: () =>
    queryOptions({
      queryKey: [...teamQueries.all(), 'invitations'] as const,
      queryFn: ({ signal }) => fetchInvitations(signal),
      staleTime: staleTimes.records,
    }),
};

function useInvalidateTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamQueries.all() });
}

/** A role change or (de)activation; the server's refusal (the last admin, oneself) in a toast. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTeam();
  const { t } = useTranslation('users');
  return useMutation({
    mutationFn: ({ member, input }: { member: TeamMember; input: MemberUpdateInput }) =>
      updateMember(member.id, input),
    onSuccess: ({ member }, { input }) => {
      queryClient.setQueryData(teamQueries.members().queryKey, (old) =>
        old ? { members: old.members.map((m) => (m.id === member.id ? member : m)) } : old,
      );
      const name = isolateText(member.displayName || member.email);
      if (input.active === false) toast.success(t('team.toast.deactivated', { name }));
      else if (input.active === true) toast.success(t('team.toast.reactivated', { name }));
      else toast.success(t('team.toast.roleChanged', { name, role: t(`role.${member.role}`) }));
    },
    onError: (error, { member }) =>
      toast.error(
        t('team.toast.updateFailed', { name: isolateText(member.displayName || member.email) }),
        errorText(error),
      ),
    onSettled: invalidate,
  });
}

/** Sends an invitation; the dialog shows the refusal next to its field or above the form. */
export function useInviteMember() {
  const invalidate = useInvalidateTeam();
  const { t } = useTranslation('users');
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: ({ invitation }) => {
      toast.success(t('team.toast.invited', { email: isolateText(invitation.email) }));
      return invalidate();
    },
  });
}

export function useResendInvitation() {
  const invalidate = useInvalidateTeam();
  const { t } = useTranslation('users');
  return useMutation({
    mutationFn: (invitationId: string) => resendInvitation(invitationId),
    onSuccess: ({ invitation }) =>
      toast.success(t('team.toast.resent', { email: isolateText(invitation.email) })),
    onError: (error) => toast.error(t('team.toast.resendFailed'), errorText(error)),
    onSettled: invalidate,
  });
}

export function useRevokeInvitation() {
  const invalidate = useInvalidateTeam();
  const { t } = useTranslation('users');
  return useMutation({
    mutationFn: ({ id }: { id: string; email: string }) => revokeInvitation(id),
    onSuccess: (_, { email }) =>
      toast.success(t('team.toast.revoked', { email: isolateText(email) })),
    onError: (error, { email }) =>
      toast.error(t('team.toast.revokeFailed', { email: isolateText(email) }), errorText(error)),
    onSettled: invalidate,
  });
}
