/** GET users/permissions (spec §7 "Users"; shape ours): the 22 permission codes of spec §6 with labels and groups. */
import {
  PERMISSION_CODES,
  PERMISSION_GROUP_LABELS,
  PERMISSION_GROUPS,
  PERMISSIONS,
  type PermissionsResponse,
} from '@rlc/shared';

const groupKeys = Object.keys(PERMISSION_GROUPS) as (keyof typeof PERMISSION_GROUPS)[];

/** Every code in the spec's order, each with its label and the key of its group; the groups with their labels. */
export function listPermissions(): PermissionsResponse {
  return {
    permissions: PERMISSION_CODES.map((code) => ({
      code,
      label: PERMISSIONS[code],
      group: groupKeys.find((g) => PERMISSION_GROUPS[g].includes(code)) ?? '',
    })),
    groups: groupKeys.map((key) => ({ key, label: PERMISSION_GROUP_LABELS[key] })),
  };
}
