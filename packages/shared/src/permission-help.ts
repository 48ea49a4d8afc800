/**
 * What each permission of spec §6 lets a user do, in plain words (Help › Roles & Permissions). The
 * labels and groups stay in permissions.ts; this is only the explanation beside them. Which screen or call each
 * permission opens follows the abilities of permissions.ts and the endpoint table.
 */
import type { Permission } from './permissions.ts';

export const PERMISSION_HELP: Record<Permission, string> = {
  createCorporate: 'Set up or close an operator (corporate) account: the product team’s permission.',
  updateCorporate:
    "Change the operator's account: which permissions each role holds (the Roles and permissions table on Users).",
  updateCorporateReport:
    "Open Report Settings: write the report texts every community uses, rename the deposit and fees labels, switch magic links on or off, re-run reports on new rates, and edit the sign-in message and what's new.",
  createUser:
    'Add people to the team, send them their welcome e-mail again, and remove people who have left.',
  updateUser: "Change a team member's name, title, role, communities, or disable their account.",
  accessCorporate: "See and work on every report in the operator's account, whichever community it is for.",
  accessCommunityWide:
    'See and work on the reports of the communities you are assigned to, as well as your own.',
  accessSelf: 'See and work on the reports you created yourself, and no one else’s.',
  assignCommunityUser: 'Choose which team members work in a community (its Assigned Users tab).',
  createCommunity: 'Add a new retirement community to the account, or delete one.',
  updateCommunity: "Open a community's pages and change its main details.",
  updateCommunityServices: "Change a community's additional services and their prices.",
  updateCommunitySettings: "Change a community's site fees or general service charge.",
  updateCommunityReport: "Write a community's own report texts and choose the amenities its reports show.",
  createContractType: 'Add a new contract type (for example a new lease model) for all communities.',
  updateContractType:
    "Rename a contract type, or choose whether it is added to a customer's magic link by itself.",
  updateDefaultContract:
    'Edit the default terms of a contract type: entry, ongoing and exit terms every community starts from.',
  updateContract: "Change a community's own contract terms where they differ from the default contract.",
  assignContract: 'Choose which contract types a community offers (its Assigned Contracts tab).',
  createForm: 'Start a new report for a customer, or copy an existing one.',
  archiveForm:
    'Remove a report from everyone’s list while keeping its record (a soft delete). Advisers remove only their own reports that have no PDF yet; corporate-wide users and managers, any report they see.',
  deleteForm: 'Delete a report permanently. This cannot be undone.',
};
